// The route table, part one: every REST operation of the API by name, with its method, path and
// who may call it. This is the only place a route's path is written: the server registers from
// it, the web client and the tests build their URLs from it, the OpenAPI document lists it.
//
// It holds no schema on purpose: this module is zod-free, so the web app's entry chunk can call
// the API without loading the validation library. The request and response schemas of each
// operation are its entry in `contract.ts` (the compiler keeps both tables' names in step).

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call: `none` anyone; `optional` anyone, a valid token changes the answer; `user` any
 * signed-in account; `customer` / `business` a signed-in account of that role (403 otherwise).
 */
export type AuthRequirement = 'none' | 'optional' | 'user' | 'customer' | 'business';

export const API_TAGS = [
  'System',
  'Auth',
  'Users',
  'Businesses',
  'Services',
  'Bookings',
  'Chats',
  'Reviews',
  'Uploads',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

export interface OperationInfo {
  readonly method: HttpMethod;
  /** OpenAPI-style template: `/api/bookings/{id}/status`. */
  readonly path: string;
  readonly auth: AuthRequirement;
  readonly tag: ApiTag;
  readonly summary: string;
}

export const OPERATIONS = {
  // ---- system -----------------------------------------------------------------------------
  getHealth: {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    tag: 'System',
    summary: 'Health of the server, its database and realtime mode',
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'none',
    tag: 'System',
    summary: 'This API as an OpenAPI 3.1 document',
  },
  getApiReference: {
    method: 'GET',
    path: '/api/docs',
    auth: 'none',
    tag: 'System',
    summary: 'A readable reference of this API (HTML)',
  },
  getApiReferenceAsset: {
    method: 'GET',
    path: '/api/docs/{asset}',
    auth: 'none',
    tag: 'System',
    summary: 'A script or style sheet of the reference page',
  },

  // ---- auth -------------------------------------------------------------------------------
  register: {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    tag: 'Auth',
    summary: 'Create a customer or business account',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    tag: 'Auth',
    summary: 'Sign in with email and password',
  },
  updateRole: {
    method: 'PUT',
    path: '/api/auth/update-role',
    auth: 'user',
    tag: 'Auth',
    summary: 'Choose the role of an account made by an external sign-in (once)',
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'none',
    tag: 'Auth',
    summary: "Confirm an account's email address with the link of the verification email",
  },
  resendVerification: {
    method: 'POST',
    path: '/api/auth/resend-verification',
    auth: 'user',
    tag: 'Auth',
    summary: 'Send the verification email again',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'none',
    tag: 'Auth',
    summary: 'Email a password-reset link (the same answer whether or not the address has an account)',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    auth: 'none',
    tag: 'Auth',
    summary: "Set a new password with a reset link's token; every other session ends",
  },
  startExternalSignIn: {
    method: 'GET',
    path: '/api/auth/{provider}',
    auth: 'none',
    tag: 'Auth',
    summary: 'Start a sign-in with Google or Facebook (redirects to the provider)',
  },
  finishExternalSignIn: {
    method: 'GET',
    path: '/api/auth/{provider}/callback',
    auth: 'none',
    tag: 'Auth',
    summary: 'The provider returns here; redirects to the web app with a session or an error',
  },

  // ---- users ------------------------------------------------------------------------------
  getProfile: {
    method: 'GET',
    path: '/api/users/profile',
    auth: 'user',
    tag: 'Users',
    summary: 'The signed-in user',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/users/profile',
    auth: 'user',
    tag: 'Users',
    summary: 'Change name, email and phone',
  },
  changePassword: {
    method: 'PUT',
    path: '/api/users/password',
    auth: 'user',
    tag: 'Users',
    summary: 'Change the password; earlier tokens stop working, the answer carries a new one',
  },

  // ---- businesses -------------------------------------------------------------------------
  listBusinesses: {
    method: 'GET',
    path: '/api/businesses',
    auth: 'none',
    tag: 'Businesses',
    summary: 'The directory, optionally searched by name and filtered by category',
  },
  listDirectoryPage: {
    method: 'GET',
    path: '/api/directory',
    auth: 'none',
    tag: 'Businesses',
    summary:
      'The directory a page at a time: searched (names, categories, services, addresses, ignoring case and accents) and filtered by category, best matches first, with the number of matches',
  },
  getBusinessByUsername: {
    method: 'GET',
    path: '/api/businesses/u/{username}',
    auth: 'none',
    tag: 'Businesses',
    summary: 'A business by the username of its public page',
  },
  getBusiness: {
    method: 'GET',
    path: '/api/businesses/detail/{businessId}',
    auth: 'none',
    tag: 'Businesses',
    summary: 'A business by id',
  },
  getMyBusinesses: {
    method: 'GET',
    path: '/api/businesses/my-businesses',
    auth: 'business',
    tag: 'Businesses',
    summary: "The signed-in owner's businesses (at most one)",
  },
  createBusiness: {
    method: 'POST',
    path: '/api/businesses',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Create the business of the signed-in owner',
  },
  updateBusiness: {
    method: 'PUT',
    path: '/api/businesses/{id}',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Change every field of the business form',
  },
  updateSchedule: {
    method: 'PUT',
    path: '/api/businesses/{id}/update-schedule',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Replace the weekly opening hours',
  },
  updateDateOverrides: {
    method: 'PUT',
    path: '/api/businesses/{id}/date-overrides',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Replace the closed days and one-off hours; answers the bookings they leave outside the hours',
  },
  uploadLogo: {
    method: 'POST',
    path: '/api/uploads/business/{businessId}/logo',
    auth: 'business',
    tag: 'Uploads',
    summary: 'Upload the business logo (PNG, JPEG, WebP or GIF, at most 2 MB)',
  },

  // ---- services ---------------------------------------------------------------------------
  listServices: {
    method: 'GET',
    path: '/api/services/business/{businessId}',
    auth: 'optional',
    tag: 'Services',
    summary: "A business's services: active ones for visitors, all of them for the owner",
  },
  createService: {
    method: 'POST',
    path: '/api/services',
    auth: 'business',
    tag: 'Services',
    summary: 'Add a service to the signed-in owner’s business',
  },
  updateService: {
    method: 'PUT',
    path: '/api/services/{serviceId}',
    auth: 'business',
    tag: 'Services',
    summary: 'Change any subset of a service’s fields',
  },
  deleteService: {
    method: 'DELETE',
    path: '/api/services/{id}',
    auth: 'business',
    tag: 'Services',
    summary: 'Delete a service (its bookings keep what was booked)',
  },

  // ---- bookings ---------------------------------------------------------------------------
  listMyBookings: {
    method: 'GET',
    path: '/api/bookings/user',
    auth: 'customer',
    tag: 'Bookings',
    summary: "The signed-in customer's pending and confirmed bookings, by start",
  },
  listMyBookingHistory: {
    method: 'GET',
    path: '/api/bookings/user/history',
    auth: 'customer',
    tag: 'Bookings',
    summary: "The signed-in customer's completed and cancelled bookings, newest first",
  },
  listBusinessBookings: {
    method: 'GET',
    path: '/api/bookings/business/{id}',
    auth: 'business',
    tag: 'Bookings',
    summary: "A business's pending and confirmed bookings, by start (optionally a date range)",
  },
  listBusinessBookingHistory: {
    method: 'GET',
    path: '/api/bookings/business/{id}/history',
    auth: 'business',
    tag: 'Bookings',
    summary: "A business's completed and cancelled bookings, newest first",
  },
  createBooking: {
    method: 'POST',
    path: '/api/bookings',
    auth: 'customer',
    tag: 'Bookings',
    summary: 'Book a service as the signed-in customer',
  },
  createGuestBooking: {
    method: 'POST',
    path: '/api/bookings/guest',
    auth: 'none',
    tag: 'Bookings',
    summary: 'Book a service as a guest, with name, email and phone',
  },
  markAllBookingsViewed: {
    method: 'PUT',
    path: '/api/bookings/mark-all-viewed',
    auth: 'customer',
    tag: 'Bookings',
    summary: 'Record that the customer has seen every current status',
  },
  updateBookingStatus: {
    method: 'PUT',
    path: '/api/bookings/{id}/status',
    auth: 'business',
    tag: 'Bookings',
    summary: 'Confirm, cancel or complete a booking of the owner’s business',
  },
  removeBookingForCustomer: {
    method: 'PUT',
    path: '/api/bookings/{id}/remove-customer',
    auth: 'customer',
    tag: 'Bookings',
    summary: "Hide a cancelled booking from the customer's lists",
  },
  removeBookingForBusiness: {
    method: 'PUT',
    path: '/api/bookings/{id}/remove-business',
    auth: 'business',
    tag: 'Bookings',
    summary: "Hide a cancelled booking from the business's lists",
  },
  cancelBookingByCustomer: {
    method: 'PUT',
    path: '/api/bookings/{id}/cancel-by-customer',
    auth: 'customer',
    tag: 'Bookings',
    summary: "The customer cancels their pending or confirmed booking, until the business's cut-off",
  },
  rescheduleBooking: {
    method: 'PUT',
    path: '/api/bookings/{id}/reschedule',
    auth: 'customer',
    tag: 'Bookings',
    summary: 'The customer moves their booking to another time of the same service, until the cut-off',
  },
  listBookingNotifications: {
    method: 'GET',
    path: '/api/bookings/{id}/notifications',
    auth: 'user',
    tag: 'Bookings',
    summary: "A booking's delivery log: each email, to whom, and what became of it",
  },
  getServiceAvailability: {
    method: 'GET',
    path: '/api/services/{id}/availability',
    auth: 'none',
    tag: 'Services',
    summary: 'The bookable times of a service in a range of dates, with the places each has left',
  },
  getCalendarFeedUrl: {
    method: 'GET',
    path: '/api/calendar-feed',
    auth: 'user',
    tag: 'Bookings',
    summary: "The secret URL of the account's calendar feed",
  },
  rotateCalendarFeedUrl: {
    method: 'POST',
    path: '/api/calendar-feed/rotate',
    auth: 'user',
    tag: 'Bookings',
    summary: 'A new secret feed URL; the old one stops working',
  },
  getCalendarFeed: {
    method: 'GET',
    path: '/api/calendar/{token}.ics',
    auth: 'none',
    tag: 'Bookings',
    summary: 'The calendar feed (iCalendar) of a secret URL: pending and confirmed bookings',
  },
  getSlotAvailability: {
    method: 'GET',
    path: '/api/bookings/service/{serviceId}/slot-availability',
    auth: 'none',
    tag: 'Bookings',
    summary: 'How many more bookings a slot of a service takes',
  },

  // ---- guests' manage links ---------------------------------------------------------------
  getManagedBooking: {
    method: 'GET',
    path: '/api/manage/{token}',
    auth: 'none',
    tag: 'Bookings',
    summary: "A guest's booking, through the manage link of its emails",
  },
  cancelManagedBooking: {
    method: 'PUT',
    path: '/api/manage/{token}/cancel',
    auth: 'none',
    tag: 'Bookings',
    summary: 'The guest cancels the booking of the manage link, until the cut-off',
  },
  rescheduleManagedBooking: {
    method: 'PUT',
    path: '/api/manage/{token}/reschedule',
    auth: 'none',
    tag: 'Bookings',
    summary: 'The guest moves the booking of the manage link, until the cut-off',
  },

  // ---- reviews (issue 22, docs/decisions/0023) ----------------------------------------------
  createBookingReview: {
    method: 'POST',
    path: '/api/bookings/{id}/review',
    auth: 'customer',
    tag: 'Reviews',
    summary: 'The customer reviews their completed booking (once, up to 60 days after it was completed)',
  },
  createManagedReview: {
    method: 'POST',
    path: '/api/manage/{token}/review',
    auth: 'none',
    tag: 'Reviews',
    summary: 'A guest reviews the completed booking of the manage link',
  },
  updateManagedReview: {
    method: 'PUT',
    path: '/api/manage/{token}/review',
    auth: 'none',
    tag: 'Reviews',
    summary: 'A guest changes the review of the manage link’s booking (for 7 days after writing it)',
  },
  updateReview: {
    method: 'PUT',
    path: '/api/reviews/{id}',
    auth: 'customer',
    tag: 'Reviews',
    summary: 'The author changes their review (for 7 days after writing it)',
  },
  answerReview: {
    method: 'PUT',
    path: '/api/reviews/{id}/answer',
    auth: 'business',
    tag: 'Reviews',
    summary: 'The business owner answers a review (the first call creates the answer, later ones change it)',
  },
  reportReview: {
    method: 'POST',
    path: '/api/reviews/{id}/report',
    auth: 'user',
    tag: 'Reviews',
    summary: 'Report a review (once per account); it stays visible and the business sees the report',
  },
  listBusinessReviews: {
    method: 'GET',
    path: '/api/businesses/{id}/reviews',
    auth: 'none',
    tag: 'Reviews',
    summary: "A business's rating summary and a page of its reviews, newest first",
  },
  listBusinessReviewsForOwner: {
    method: 'GET',
    path: '/api/businesses/{id}/reviews/manage',
    auth: 'business',
    tag: 'Reviews',
    summary: "The owner's reviews list: unanswered first, then newest, with their reports",
  },

  // ---- chats ------------------------------------------------------------------------------
  openChatWithBusiness: {
    method: 'GET',
    path: '/api/chats/business/{businessId}',
    auth: 'user',
    tag: 'Chats',
    summary: 'A customer gets (or starts) their chat with a business',
  },
  openChatWithCustomer: {
    method: 'GET',
    path: '/api/chats/customer/{customerId}',
    auth: 'business',
    tag: 'Chats',
    summary: 'An owner gets (or starts) the chat with a customer who booked or wrote before',
  },
  listCustomerChats: {
    method: 'GET',
    path: '/api/chats/customer',
    auth: 'customer',
    tag: 'Chats',
    summary: "The signed-in customer's chats, most recent first, with the unread total",
  },
  listBusinessChats: {
    method: 'GET',
    path: '/api/chats/business',
    auth: 'business',
    tag: 'Chats',
    summary: "The signed-in owner's chats, most recent first, with the unread total",
  },
  getUnreadSummary: {
    method: 'GET',
    path: '/api/chats/unread/summary',
    auth: 'user',
    tag: 'Chats',
    summary: 'How many messages the signed-in user has not read',
  },
  listMessages: {
    method: 'GET',
    path: '/api/chats/{chatId}/messages',
    auth: 'user',
    tag: 'Chats',
    summary: 'A page of a chat’s messages (page 1 is the newest), each page in order',
  },
  sendMessage: {
    method: 'POST',
    path: '/api/chats/{chatId}/messages',
    auth: 'user',
    tag: 'Chats',
    summary: 'Send a message; both parties get it live',
  },
  markChatRead: {
    method: 'PUT',
    path: '/api/chats/{chatId}/mark-read',
    auth: 'user',
    tag: 'Chats',
    summary: "Zero the caller's unread count of a chat",
  },
  deleteChat: {
    method: 'DELETE',
    path: '/api/chats/{chatId}',
    auth: 'user',
    tag: 'Chats',
    summary: 'Delete a chat and its messages for both parties',
  },
} as const satisfies Record<string, OperationInfo>;

export type OperationId = keyof typeof OPERATIONS;
export const OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

/** The path parameter names of a template: `/a/{id}/b/{x}` -> `id` | `x`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * A concrete path from a template: each `{name}` replaced by its value, URI-encoded. A missing
 * value is a programming error, not an empty segment.
 */
export function buildPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}

/**
 * The names of a template's parameters, in order.
 * @internal Exported for the tests, which check answers and build requests with it.
 */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] as string);
}
