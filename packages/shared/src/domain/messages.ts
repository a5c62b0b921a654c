// Every user-facing text that a shared rule produces, and the spec's catalogue texts (sections
// 4, 5 and 8) that both sides show. The server answers with these exact strings so the web can
// show `error.message` as is (decisions.md section 2). Texts the spec gives are verbatim; the
// others are marked "ours".

import {
  BUSINESS_PHOTO_ALT_MAX_LENGTH,
  BUSINESS_PHOTO_MAX_BYTES,
  BUSINESS_PHOTOS_MAX,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKENS_MAX,
  BUSY_CALENDAR_MAX_BYTES,
  BUSY_CALENDAR_MAX_EVENTS,
  BUSY_CALENDAR_TIMEOUT_MS,
  WEBHOOKS_MAX,
  WEBHOOK_TIMEOUT_MS,
  AVAILABILITY_RANGE_MAX_DAYS,
  CUSTOMER_NOTE_MAX_LENGTH,
  CUSTOMER_TAG_MAX_LENGTH,
  CUSTOMER_TAGS_MAX,
  INSIGHTS_RANGE_MAX_DAYS,
  BUSINESS_BOOKING_PAST_DAYS,
  BUFFER_MINUTES_MAX,
  BUFFER_MINUTES_MIN,
  DATE_OVERRIDE_NOTE_MAX_LENGTH,
  DATE_OVERRIDES_MAX,
  MINIMUM_NOTICE_MINUTES_MAX,
  MINIMUM_NOTICE_MINUTES_MIN,
  ADVANCE_BOOKING_LIMIT_MAX,
  ADVANCE_BOOKING_LIMIT_MIN,
  BREAK_HOURS_MAX,
  BLOCK_MAX_DAYS,
  BLOCK_NOTE_MAX_LENGTH,
  TEAM_MEMBERS_MAX,
  TEAM_MEMBER_TITLE_MAX_LENGTH,
  CANCELLATION_NOTICE_HOURS_MAX,
  CANCELLATION_NOTICE_HOURS_MIN,
  WAITLIST_HOLD_MINUTES_MAX,
  WAITLIST_HOLD_MINUTES_MIN,
  WAITLIST_LIST_RANGE_MAX_DAYS,
  CUSTOM_CURRENCY_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REMINDER_LEAD_MINUTES_MAX,
  REMINDER_LEAD_MINUTES_MIN,
  REMINDER_LEADS_MAX,
  SERVICE_DURATION_MAX_MINUTES,
  SLOTS_PER_TIME_SLOT_MAX,
  SLOTS_PER_TIME_SLOT_MIN,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { ERROR_MESSAGES } from './error-messages';

// Apart in modules of their own, for a page's first download (issue 37): a module's texts travel
// together, so the business page would otherwise download every text here for three of them.
export { ERROR_MESSAGES } from './error-messages';
export {
  cancellationClosedMessage,
  cancellationPolicyText,
  freeCancellationDeadlineText,
  insideCancellationWindowText,
} from './cancellation-texts';

/** Form and request validation (spec section 5). */
export const VALIDATION_MESSAGES = {
  // spec
  usernameEdges: 'no leading/trailing hyphen/underscore',
  // Spelled out (not templated) so the spec text can be found; a test ties it to the constants.
  bookingInterval: 'Booking interval must be between 1 and 720 minutes',
  newPasswordsMismatch: 'New passwords do not match',
  newPasswordTooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  // ours
  usernameRequired: 'Username is required',
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameCharacters: 'Use only lowercase letters, digits, hyphens and underscores',
  usernameReserved: 'This username is reserved. Please choose another one',
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  currentPasswordRequired: 'Current password is required',
  accountTokenInvalid: 'This link is not complete. Please open it again from the email.',
  waitlistHoldInvalid: `The waitlist hold must be a whole number of minutes from ${WAITLIST_HOLD_MINUTES_MIN} to ${WAITLIST_HOLD_MINUTES_MAX}`,
  cancellationNoticeInvalid: `Cancellation notice must be a whole number of hours from ${CANCELLATION_NOTICE_HOURS_MIN} to ${CANCELLATION_NOTICE_HOURS_MAX}`,
  reminderLeadInvalid: `Each reminder must be between ${REMINDER_LEAD_MINUTES_MIN} minutes and ${REMINDER_LEAD_MINUTES_MAX / 1440} days before the start`,
  reminderLeadsTooMany: `At most ${REMINDER_LEADS_MAX} reminders`,
  reminderLeadsRepeated: 'Each reminder time may be chosen once',
  // ours (decisions.md 8.4)
  bufferInvalid: `A buffer must be a whole number of minutes from ${BUFFER_MINUTES_MIN} to ${BUFFER_MINUTES_MAX}`,
  minimumNoticeInvalid: `Minimum notice must be a whole number of minutes from ${MINIMUM_NOTICE_MINUTES_MIN} to ${MINIMUM_NOTICE_MINUTES_MAX}`,
  overrideHoursInvalid: 'Closing time must be after opening time',
  overrideDatesRepeated: 'Each date may have one override',
  overridesTooMany: `At most ${DATE_OVERRIDES_MAX} date overrides`,
  overrideNoteTooLong: `Keep the note under ${DATE_OVERRIDE_NOTE_MAX_LENGTH} characters`,
  availabilityRange: `Choose a range of at most ${AVAILABILITY_RANGE_MAX_DAYS} days, from a date to the same or a later one`,
  newPasswordTooLong: `New password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  roleInvalid: 'Please choose Customer or Business Owner',
  businessNameRequired: 'Business name is required',
  categoryRequired: 'Please choose a category',
  currencyRequired: 'Please choose a currency',
  customCurrencyRequired: 'Custom currency abbreviation is required',
  customCurrencyTooLong: `Custom currency abbreviation must be at most ${CUSTOM_CURRENCY_MAX_LENGTH} characters`,
  addressRequired: 'Address is required',
  descriptionRequired: 'Description is required',
  textTooLong: 'This text is too long',
  urlInvalid: 'Please enter a full link starting with http:// or https://',
  timezoneInvalid: 'Please choose a valid time zone',
  timeInvalid: 'Use a time in HH:mm format',
  dateInvalid: 'Use a date in YYYY-MM-DD format',
  closingBeforeOpening: 'Closing time must be after opening time',
  hoursOverlap: "A day's opening hours must not overlap: each one starts after the previous one ends",
  hoursTooMany: 'A day can have at most 4 sets of opening hours',
  breakEndBeforeStart: 'Break end time must be after its start time',
  breakDaysRequired: 'Choose at least one day',
  breakDaysRepeated: 'Choose each day at most once',
  breakHoursTooMany: `A service can have at most ${BREAK_HOURS_MAX} breaks`,
  serviceNameRequired: 'Service name is required',
  durationRequired: 'Duration is required',
  durationWholeMinutes: 'Duration must be a whole number of minutes',
  durationTooShort: 'Duration must be at least 1 minute',
  durationTooLong: `Duration must be at most ${SERVICE_DURATION_MAX_MINUTES} minutes`,
  priceRequired: 'Price is required',
  priceNegative: 'Price must be at least 0',
  priceDecimals: 'Price can have at most 2 decimal places',
  priceTooHigh: 'Price is too high',
  advanceBookingLimit: `Advance booking limit must be between ${ADVANCE_BOOKING_LIMIT_MIN} and ${ADVANCE_BOOKING_LIMIT_MAX} days`,
  slotsPerTimeSlot: `Customers per time slot must be between ${SLOTS_PER_TIME_SLOT_MIN} and ${SLOTS_PER_TIME_SLOT_MAX}`,
  customScheduleRequired: 'Set the custom schedule or turn it off',
  bookingTypeInvalid: 'Please choose a booking type',
  messageEmpty: 'Message cannot be empty',
  messageTooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  notesTooLong: 'Notes are too long',
  idInvalid: 'Invalid id',
  statusInvalid: 'Invalid booking status',
  /** A list's page cursor that is not one the server gave (decisions.md 9.4). */
  cursorInvalid: 'This page of the list is not valid any more. Please search again.',
} as const;

/** Booking form and booking request checks (spec sections 5 and 8). */
export const BOOKING_MESSAGES = {
  selectDateAndTime: 'Please select both date and time',
  dateNotAvailable: 'This service is not available on the selected date',
  timeSlotNotAvailable: 'This time slot is not available for this service',
  selectDate: 'Please select a date',
  selectTime: 'Please select a time.',
  timeSlotFull: 'This time slot is currently full. Please select another time.',
  /** ours: the service or its hours changed again and again while the booking was being made. */
  changedMeanwhile: 'This service was just changed by the business. Please try again.',
  dateFull: 'This date is currently fully booked. Please select another date.',
  serviceFull: 'This service is currently fully booked. Please check back later.',
  dateFullShort: 'This date is fully booked.',
  noAvailableHours: 'No available hours set for this service.',
  guestDetailsRequired: 'Please enter your name and email to proceed.',
  /** ours: the spec names no text for a guest without a phone number. */
  guestPhoneRequired: 'Please enter your phone number to proceed.',
  phoneRequiredForBooking: 'Please add your phone number in your profile before booking.',
  createFailed: 'Failed to create booking',
  /** ours: the service was deleted or taken offline. */
  serviceUnavailable: 'This service is not available for booking',
  // ours, for status changes and removals the server refuses (decisions.md section 5)
  statusChangeNotAllowed: 'This booking status change is not allowed',
  removeOnlyCancelled: 'Only cancelled bookings can be removed',
  // ours: customer self-service (decisions.md 8.3, 8.5)
  completeNotStarted: 'A booking can be marked completed only once its start has passed.',
  customerChangeOnlyActive: 'Only pending or confirmed bookings can be changed.',
  rescheduleNeedsTime: 'This booking has no date or time to change: please contact the business.',
  manageLinkInvalid: 'This booking link is not valid any more.',
  // ours: the owner's day (decisions.md 9.2)
  noShowNotStarted: 'A booking can be marked as a no-show only once its start has passed.',
  noShowOnlyConfirmed: 'Only a confirmed booking can be marked as a no-show.',
  /** A booking the business makes (a walk-in, a phone call) for a day before today. */
  businessBookingPastDay: 'Choose today or a later date.',
  businessBookingTooFarBack: `A booking can be recorded up to ${BUSINESS_BOOKING_PAST_DAYS} days back.`,
  /** A staff account acting on a booking of another team member (decisions.md 9.2). */
  ownBookingsOnly: 'You can only act on your own bookings.',
  /** The business moves a booking that is no longer pending or confirmed. */
  moveOnlyActive: 'Only pending or confirmed bookings can be moved.',
} as const;

/** Verified reviews (issue 22, docs/decisions/0023): the server's refusals, shown as they are. */
export const REVIEW_MESSAGES = {
  notCompleted: 'You can review a booking once it is completed.',
  alreadyReviewed: 'This booking already has a review.',
  windowClosed: 'Reviews can be written up to 60 days after the appointment.',
  editClosed: 'A review can be changed for 7 days after it is written.',
  ownBusiness: 'You cannot review your own business.',
  /** A booking made from the business's own account or browser (docs/decisions/0031). */
  madeByBusiness:
    "This booking was made from the business's own account or browser, so it cannot be reviewed.",
  /** A guest review beyond the business's guest reviews of the last 24 hours (docs/decisions/0031). */
  held: 'This business got an unusual number of guest reviews in the last 24 hours, so your review is held for checking. It will be published 7 days after you wrote it.',
  notFound: 'Review not found',
  ratingInvalid: 'Please choose a rating from 1 to 5 stars.',
  textTooLong: 'A review can be at most 2,000 characters long.',
  answerEmpty: 'Please write an answer.',
  answerTooLong: 'An answer can be at most 2,000 characters long.',
  answerOwnBusiness: 'You can only answer reviews of your own business.',
  reportReasonEmpty: 'Please say why you report this review.',
  reportReasonTooLong: 'A reason can be at most 500 characters long.',
  alreadyReported: 'You have already reported this review.',
  reported: 'Thank you. The business will see your report.',
} as const;

/** Team members and blocks (decisions.md 9.1; ours). */
export const TEAM_MESSAGES = {
  notFound: 'Team member not found',
  blockNotFound: 'Block not found',
  titleTooLong: `Keep the title under ${TEAM_MEMBER_TITLE_MAX_LENGTH} characters`,
  tooMany: `A business can have at most ${TEAM_MEMBERS_MAX} team members`,
  unknownService: 'Choose services of this business',
  notForService: 'This team member does not perform this service. Please choose another.',
  memberUnavailable: 'This team member is not available. Please choose another.',
  memberNotFree: 'This team member is not free at this time. Please choose another time or team member.',
  lastMember: 'A business needs at least one team member.',
  serviceNeedsMember: 'Each service needs at least one team member who performs it.',
  lastActiveMember: 'A business needs at least one active team member.',
  orderIncomplete: 'List every team member of the business once',
  blockEndBeforeStart: 'The end must be after the start',
  blockTooLong: `A block can last at most ${BLOCK_MAX_DAYS} days`,
  blockNoteTooLong: `Keep the note under ${BLOCK_NOTE_MAX_LENGTH} characters`,
  blockRange: 'Choose a range of at most 366 days, from a date to the same or a later one',
  instantInvalid: 'Use a date and time with its offset, such as 2026-12-01T09:00:00+01:00',
} as const;

/** The business page's photos (issue 39 item 2, ours). */
export const PHOTO_MESSAGES = {
  tooMany: `A business page can show at most ${BUSINESS_PHOTOS_MAX} photos. Delete one to add another.`,
  altTooLong: `Keep the description under ${BUSINESS_PHOTO_ALT_MAX_LENGTH} characters`,
  orderIncomplete: 'List every photo of the business once',
  chooseFile: 'Choose an image file for the photo',
  tooLarge: `The photo must be at most ${BUSINESS_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
} as const;

/** Insights and customers (decisions.md 9.4, ours). */
export const INSIGHTS_MESSAGES = {
  range: `Choose a range of at most ${INSIGHTS_RANGE_MAX_DAYS} days, from a date to the same or a later one`,
  noteTooLong: `Keep the note under ${CUSTOMER_NOTE_MAX_LENGTH} characters`,
  tooManyTags: `Use at most ${CUSTOMER_TAGS_MAX} tags`,
  tagInvalid: `A tag has 1 to ${CUSTOMER_TAG_MAX_LENGTH} characters`,
} as const;

/** Staff accounts (decisions.md 9.2): invitations, joining a team, and what staff may do (ours). */
export const STAFF_MESSAGES = {
  /** 403: a staff account acting on a colleague's booking (the bookings' own text). */
  ownBookingsOnly: BOOKING_MESSAGES.ownBookingsOnly,
  /** 403: a staff account changing a colleague's (or the whole business's) blocked time. */
  ownBlocksOnly: 'You can only block or free your own time.',
  /** 400: an invitation without an address, and the member has none. */
  inviteNeedsEmail: 'Enter the email address to send the invitation to.',
  /** 409: the member already has an account. */
  memberHasAccount:
    'This team member already has an account. Remove its access first to invite someone else.',
  /** 404: an unknown, altered or forged invitation link. */
  inviteInvalid: 'This invitation link does not work. Ask the business for a new one.',
  inviteUsed: 'This invitation has already been used.',
  inviteExpired: 'This invitation has expired or was withdrawn. Ask the business for a new one.',
  inviteReplaced:
    'A newer invitation was sent for this team member. Please open the link of the latest email.',
  /** 409: the member joined with another account meanwhile. */
  memberTaken: 'This team member already has an account.',
  alreadyMember: 'Your account is already a member of this team.',
  ownerCannotJoin: 'You own this business: you already see its calendar and bookings.',
} as const;

/** `DELETE /team-members/{id}` while the member has upcoming bookings (409). */
export function memberHasBookingsMessage(count: number): string {
  return `This team member has ${count} upcoming ${count === 1 ? 'booking' : 'bookings'}. Move or cancel ${count === 1 ? 'it' : 'them'} first, or deactivate the team member.`;
}

/**
 * Removing a team member for whom people wait in line (decisions.md 9.3): their entries would go
 * with the member, without a word to them.
 */
export function memberHasWaitlistMessage(count: number): string {
  return `${count === 1 ? '1 person is' : `${count} people are`} waiting on the waitlist for this team member. Deactivate the team member instead: nobody new can choose them, and those waiting keep their place until their day.`;
}

/** A reminder's lead time in words: `30 minutes`, `1 hour`, `24 hours`, `1 hour 30 minutes`, `2 days`. */
export function leadTimeWords(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes >= 2 * 1440 && minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** `Booking interval (N min) is longer than service duration (M min)`: asked as a confirmation. */
export function bookingIntervalWarningMessage(intervalMinutes: number, durationMinutes: number): string {
  return `Warning: Booking interval (${intervalMinutes} min) is longer than service duration (${durationMinutes} min). This may limit availability. Continue?`;
}

/** `This service is not available on Mondays.`: `weekdayPlural` is already capitalised and plural. */
export function serviceNotAvailableOnWeekdayMessage(weekdayPlural: string): string {
  return `This service is not available on ${weekdayPlural}.`;
}

/** `You can book up to N days in advance.` under the date input. */
export function advanceBookingHint(days: number): string {
  return `You can book up to ${days} days in advance.`;
}

/** Texts after a booking was created (spec section 4). */
export const BOOKING_RESULT_TEXTS = {
  customerConfirmedAlert: 'Booking confirmed! Your appointment has been automatically accepted.',
  // A request is not a booking yet, and says so (docs/decisions/0032 replaces the spec's two
  // "submitted" texts).
  customerPendingAlert: 'Requested: the business will confirm. We will email you when they do.',
  guestConfirmedTitle: 'Booking confirmed',
  guestPendingTitle: 'Requested: the business will confirm',
  guestConfirmedText:
    'Your appointment is confirmed. Create an account to track it and chat with the business.',
  guestPendingText: 'Your request was sent. Create an account to track status and chat with the business.',
} as const;

/** Errors of accounts and sessions (spec section 8, decisions.md section 3). */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  businessRegistrationFailed: 'Registration failed. Please try again.',
  roleUpdateFailed: 'Failed to update role',
  // ours / decisions.md
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'Email is already registered',
  usernameTaken: 'Username is already taken',
  roleAlreadyChosen: 'The role of this account has already been chosen',
  currentPasswordWrong: 'Current password is incorrect',
  unauthorized: 'Please log in to continue',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please try again later.',
  internal: 'Internal server error',
  customerChatOnly: 'Please log in as a customer to start a chat.',
  // Account emails (decisions.md 8.5)
  emailVerified: 'Your email address is verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We sent a new verification link to your email address.',
  verificationLinkInvalid: 'This verification link is not valid any more. Sign in and ask for a new one.',
  /** A change of address (docs/decisions/0030). */
  emailChangeNeedsPassword: 'Enter your current password to change your email address.',
  emailChangeNeedsRecentSignIn: 'For your safety, sign in again, then change your email address.',
  emailChanged: 'Your new email address is confirmed and now signs you in.',
  emailChangeUndone:
    'The change is undone: your account keeps this email address and is signed out everywhere. Choose a new password to be safe.',
  undoLinkInvalid: 'This link is not valid any more.',
  /** A confirmation link opened in a session of another account than the one it was sent for. */
  verificationOtherAccount:
    'This link confirms the address of another account. Sign out, then sign in to the account it was sent for.',
  resetRequested:
    'If an account uses this email address, we sent it a link to reset the password. The link works for one hour.',
  resetLinkInvalid: 'This password reset link is not valid any more. Please ask for a new one.',
  passwordReset: 'Your password has been reset. You are signed in.',
  /** Too many failed sign-ins for an account from browsers it has not signed in on before. */
  accountLocked: 'Too many failed sign-ins for this account. Please try again later, or reset your password.',
} as const;

/** Refusals of the realtime connection (ours). */
export const REALTIME_MESSAGES = {
  onlyBusinessStatus: 'Only business accounts can set an online status.',
  tooManySubscriptions: 'Too many subscriptions on one connection.',
  invalidOnlineStatus: 'isOnline must be true or false',
} as const;

/** 404 texts of the API: a resource that does not exist or that the caller may not see (ours). */
/** The waitlist (decisions.md 9.3; ours except where the brief fixed them). */
export const WAITLIST_MESSAGES = {
  /** 400: a flexible service has no day to wait for. */
  serviceTakesNoWaitlist: 'This service has no fixed times, so it has no waitlist. Please book it directly.',
  /** 400: time-only services take bookings for today only. */
  timeOnlyToday: 'This service takes bookings for today only: join its waitlist for today.',
  windowOrder: 'The end of the time range must be after its start.',
  windowOutsideHours: 'Choose a time range within the opening hours of that day.',
  windowInPast: 'This time range has already passed. Please choose a later one.',
  beyondAdvanceLimit: 'This date is too far ahead. Please choose an earlier one.',
  alreadyWaiting: 'You are already on the waitlist for this day.',
  /** 400: the range still has a free time (the waitlist is for full times). */
  windowHasFreeTime:
    'There is still a free time in this range: book it directly, or wait for a range where every time is taken.',
  /** 400: a date-only day that still takes bookings. */
  dayHasPlaces: 'This day still has places: book it directly.',
  customersOnly: 'Only customers can join a waitlist. Sign in with a customer account or join as a guest.',
  guestDetailsRequired: 'Please enter your name, email and phone number to join the waitlist.',
  /** 404: an unknown entry, someone else's, or one that is no longer waiting. */
  entryNotFound: 'Waitlist entry not found',
  /** 404: an unknown, altered or forged leave link. */
  leaveLinkInvalid: 'This waitlist link does not work.',
  left: 'You have left the waitlist.',
  /** 404: an unknown, altered or forged offer link. */
  offerLinkInvalid: 'This offer link does not work.',
  /** 409: a claim or decline after the hold ran out (the place went on down the line). */
  offerExpired: 'This offer has expired: the place went to the next person in line.',
  /** 409: a claim of an offer the business took back (the person waits again). */
  offerWithdrawn:
    'The business took this place back, so the offer was withdrawn. You are still on the waitlist for this day.',
  /** 409: a claim after the person passed on the place. */
  offerDeclined: 'You passed on this place: it went to the next person in line.',
  /** 409: a decline of a place the person already booked. */
  offerClaimed: 'You have already booked this place.',
  /** 200: the person passed on the place. */
  declined: 'You passed on this place. It goes to the next person in line.',
  listRange: `Choose a range of at most ${WAITLIST_LIST_RANGE_MAX_DAYS} days, from a date to the same or a later one`,
} as const;

export const NOT_FOUND_MESSAGES = {
  business: ERROR_MESSAGES.businessNotFound,
  service: 'Service not found',
  booking: 'Booking not found',
  chat: 'Chat not found',
  customer: 'Customer not found',
  user: 'User not found',
  calendarFeed: 'Calendar feed not found',
  teamMember: 'Team member not found',
  photo: 'Photo not found',
  block: 'Block not found',
  webhook: 'Webhook not found',
  apiToken: 'API token not found',
  any: AUTH_MESSAGES.notFound,
} as const;

/** Failures of the business screens that carry a reason (server message, else error text). */
export const FAILURE_MESSAGES = {
  loadBusinessData: (reason: string) => `Failed to load business data: ${reason}`,
  deleteService: (reason: string) => `Failed to delete service: ${reason}`,
  updateBooking: (reason: string) => `Failed to update booking: ${reason}`,
  createBusiness: (reason: string) => `Failed to create business: ${reason}`,
  uploadLogo: (reason: string) => `Failed to upload logo: ${reason}`,
  saveService: (reason: string) => `Failed to save service: ${reason}`,
  updateServiceStatus: (reason: string) => `Failed to update service status: ${reason}`,
  removeBooking: (reason: string) => `Failed to remove booking: ${reason}`,
  saveSchedule: (reason: string) => `Failed to save schedule: ${reason}`,
  // ours (decisions.md 8.4)
  saveDateOverrides: (reason: string) => `Failed to save closures: ${reason}`,
  loadCalendarFeed: (reason: string) => `Failed to load the calendar feed: ${reason}`,
  rotateCalendarFeed: (reason: string) => `Failed to rotate the feed URL: ${reason}`,
} as const;

/** Success texts (spec section 8). */
export const SUCCESS_MESSAGES = {
  userProfileUpdated: 'User profile updated successfully!',
  businessInformationUpdated: 'Business information updated successfully!',
  logoUpdated: 'Logo updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  scheduleSaved: 'Schedule saved successfully!',
} as const;

/** Integrations (decisions.md 9.5): webhooks, API tokens, busy calendars, the embed. */
export const INTEGRATION_MESSAGES = {
  webhookNotFound: 'Webhook not found',
  apiTokenNotFound: 'API token not found',
  webhookUrlInvalid: 'Enter a web address starting with https:// (or http://)',
  webhookEventsRequired: 'Choose at least one event',
  webhooksTooMany: `A business can have at most ${WEBHOOKS_MAX} webhooks`,
  /** 400: the target is on this machine or a private network (decisions.md 9.5). */
  privateAddress: 'This address is on a private network; Booklane can only send to public addresses.',
  /** The `message` of a `webhook.test` event's data. */
  webhookTestEvent: 'This is a test event from Booklane. Your webhook receives events.',
  /**
   * Why a webhook delivery attempt got no answer: the words its delivery log shows (never the
   * system's own message, which may name addresses of the server's network).
   */
  webhookAttemptErrors: {
    timeout: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`,
    privateAddress: 'The address is on a private network; nothing was sent.',
    invalidUrl: 'The address is not a web address; nothing was sent.',
    hostNotFound: 'The host name of the address was not found.',
    couldNotConnect: 'Could not connect to the address.',
    certificate: "The address's HTTPS certificate could not be verified.",
    connectionLost: 'The connection closed before a full answer.',
    failed: 'The request could not be sent.',
  },
  apiTokenNameRequired: 'Name the token',
  apiTokenNameTooLong: `Keep the name under ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  apiTokensTooMany: `An account can have at most ${API_TOKENS_MAX} API tokens`,
  /** 403: a read-only API token asked to change something. */
  readOnlyToken: 'This API token can only read. Create a token with write access to make changes.',
  /** 401: a revoked or unknown API token. */
  apiTokenInvalid: 'This API token is not valid. It may have been revoked.',
  /**
   * 403: what only a signed-in session may do (managing API tokens, the password, the email
   * address, the account), so a leaked token cannot lock its owner out.
   */
  apiTokenSessionOnly:
    'An API token cannot do this. Sign in to Booklane to manage API tokens or change your password, email or account.',
  apiTokenRevoked: 'API token revoked',
  brandColorInvalid: 'Choose a colour as #rrggbb',
  busyCalendarUrlInvalid: 'Enter the calendar’s secret address (https://…, webcal://… or http://…)',
  /** 409: a busy time read from a member's calendar is changed there, not here. */
  calendarBlock: 'This busy time comes from the team member’s calendar. Change it there.',
  /** The last read of a busy calendar went wrong: the words the team screen shows. */
  busyCalendarErrors: {
    timeout: `The calendar did not answer within ${BUSY_CALENDAR_TIMEOUT_MS / 1000} seconds.`,
    tooLarge: `The calendar is larger than ${BUSY_CALENDAR_MAX_BYTES / 1024 / 1024} MB.`,
    notCalendar: 'The address did not answer with a calendar (iCalendar).',
    privateAddress: 'This address is on a private network; Booklane reads only public addresses.',
    unreachable: 'The calendar could not be reached.',
    status: (code: number, text: string) => `The calendar answered ${code}${text ? ` ${text}` : ''}.`,
    tooManyEvents: `The calendar has more than ${BUSY_CALENDAR_MAX_EVENTS.toLocaleString('en-GB')} events; Booklane reads calendars up to that size.`,
    /**
     * Not a failure: the busy times up to `date` (`12 March 2027`) are stored and count, the later
     * ones are left out. Shown like an error so that the member knows.
     */
    truncated: (date: string) =>
      `Only the busy times up to ${date} are used: the calendar has more than Booklane reads.`,
  },
} as const;
