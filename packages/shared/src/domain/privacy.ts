// The words of privacy rights (decisions.md 9.6, issue 39), apart from messages.ts so that only
// the screens that use them load them.
/** Privacy rights (decisions.md 9.6, issue 39): the export, the deletion of an account, the terms. */
export const PRIVACY_MESSAGES = {
  /** 400: the password that confirms a deletion is missing. */
  deletePasswordRequired: 'Enter your password to delete your account',
  /** 400: the password that confirms a deletion is wrong (nothing changed). */
  deletePasswordWrong: 'The password is incorrect. Your account was not deleted.',
  /** 403: an account without a password deletes itself only soon after signing in. */
  deleteNeedsRecentSignIn:
    'For your safety, sign out and sign in again, then delete your account within 10 minutes.',
  /** 400: registration without agreeing to the terms and the privacy notice. */
  termsRequired: 'Please agree to the terms and the privacy notice to create an account',
  /** The reason a business's bookings are cancelled with when its owner deletes the account. */
  businessClosedReason: 'The business has closed its Booklane account.',
  /** 409: a message to a chat whose other party deleted their account. */
  chatClosed: 'This chat is closed: the account it was with has been deleted.',
  /** The name a deleted account's past bookings and chats show. */
  deletedAccountName: 'Deleted account',
} as const;
