// The route table, part two: the request and response schemas of every operation named in
// `operations.ts`. Together they are the API contract: the server validates requests and
// answers with them, the web client takes its types from them, the OpenAPI document is
// generated from them and the integration tests check every answer against them.

import { z } from 'zod';
import { apiErrorBodySchema } from '../errors/api-error';
import { BOOKING_MESSAGES, NOT_FOUND_MESSAGES, REVIEW_MESSAGES } from '../domain/messages';
import {
  serviceAvailabilityQuerySchema,
  serviceAvailabilitySchema,
  slotAvailabilityQuerySchema,
  slotAvailabilityResponseSchema,
} from '../schemas/availability';
import { calendarFeedSchema, calendarFeedTokenSchema } from '../schemas/calendar-feed';
import {
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingSchema,
  createBookingRequestSchema,
  guestBookingRequestSchema,
  manageTokenSchema,
  markAllViewedResponseSchema,
  rescheduleBookingRequestSchema,
  updateBookingStatusRequestSchema,
} from '../schemas/booking';
import {
  businessListResponseSchema,
  businessSchema,
  createBusinessRequestSchema,
  logoUploadResponseSchema,
  updateBusinessRequestSchema,
} from '../schemas/business';
import {
  chatListResponseSchema,
  chatSchema,
  deleteChatResponseSchema,
  markChatReadRequestSchema,
  markChatReadResponseSchema,
  messageSchema,
  messagesPageSchema,
  messagesQuerySchema,
  sendMessageRequestSchema,
  unreadSummarySchema,
} from '../schemas/chat';
import { idSchema, messageResponseSchema } from '../schemas/common';
import {
  businessDirectoryQuerySchema,
  directoryListSchema,
  directoryPageQuerySchema,
  directoryPageSchema,
} from '../schemas/directory';
import { healthResponseSchema } from '../schemas/health';
import { notificationLogSchema } from '../schemas/notification';
import {
  businessReviewsSchema,
  ownerReviewSchema,
  ownerReviewsSchema,
  ownReviewSchema,
  reviewAnswerRequestSchema,
  reviewRequestSchema,
  reviewReportRequestSchema,
  reviewsQuerySchema,
} from '../schemas/review';
import { updateDateOverridesRequestSchema, updateScheduleRequestSchema } from '../schemas/schedule';
import {
  createServiceRequestSchema,
  serviceListResponseSchema,
  serviceSchema,
  updateServiceRequestSchema,
} from '../schemas/service';
import {
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  oauthCallbackQuerySchema,
  oauthProviderSchema,
  oauthStartQuerySchema,
  passwordChangedResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  updateRoleRequestSchema,
  verifyEmailRequestSchema,
  userSchema,
} from '../schemas/user';
import type { OperationId } from './operations';

/** A `302` answer: no body, the `Location` header says where to go. */
export const REDIRECT = { redirect: true } as const;
export type RedirectResponse = typeof REDIRECT;

/** An answer that is not JSON (a page, a script): its media type and the body's schema. */
export interface TextResponse {
  readonly contentType: string;
  readonly schema: z.ZodType<string>;
}

export type ResponseSpec = z.ZodType | RedirectResponse | TextResponse;

/** Error statuses an operation may answer besides the ones its shape implies (see `errorStatuses`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;

export interface OperationContract {
  /** Path parameters; a value that does not fit answers 404 with `notFound` (it names nothing). */
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** JSON unless said otherwise; a multipart body is read by the handler itself. */
  readonly bodyType?: 'multipart/form-data';
  /** The success answer: exactly one status. */
  readonly responses: Readonly<Partial<Record<200 | 201 | 302, ResponseSpec>>>;
  /** Error statuses beyond those implied by the operation's auth, inputs and storage. */
  readonly errors?: readonly ErrorStatus[];
  /** The 404 text when a path parameter names nothing. */
  readonly notFound?: string;
  /**
   * A public read: the answer carries a strong `ETag`, and a request whose `If-None-Match` holds
   * it gets `304 Not Modified` without a body (docs/decisions/0018-public-read-cache-and-one-round-trip-bookings.md).
   */
  readonly cacheable?: true;
}

/** Every error answer has this body (decisions.md section 2). */
export const errorResponseSchema = apiErrorBodySchema;

// Path ids are compared with stored ones: the lowercase spelling the database answers.
const pathIdSchema = idSchema.transform((id) => id.toLowerCase());
const idParam = <K extends string>(name: K) =>
  z.object({ [name]: pathIdSchema } as Record<K, typeof pathIdSchema>);

const html = (): TextResponse => ({ contentType: 'text/html; charset=utf-8', schema: z.string() });

export const CONTRACT = {
  // ---- system -----------------------------------------------------------------------------
  getHealth: { responses: { 200: healthResponseSchema } },
  getOpenApiDocument: {
    responses: {
      200: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({ title: z.string(), version: z.string() }),
      }),
    },
  },
  getApiReference: { responses: { 200: html() } },
  getApiReferenceAsset: {
    params: z.object({ asset: z.string() }),
    responses: { 200: { contentType: 'text/*', schema: z.string() } },
  },

  // ---- auth -------------------------------------------------------------------------------
  register: { body: registerRequestSchema, responses: { 201: authResponseSchema }, errors: [409, 429] },
  // 403: the account is of the other role than the login screen it used.
  login: { body: loginRequestSchema, responses: { 200: authResponseSchema }, errors: [401, 403, 429] },
  updateRole: { body: updateRoleRequestSchema, responses: { 200: authResponseSchema }, errors: [409] },
  // 400: the link is unknown, used, expired, or for an address the account no longer has.
  verifyEmail: { body: verifyEmailRequestSchema, responses: { 200: messageResponseSchema } },
  resendVerification: { responses: { 200: messageResponseSchema }, errors: [409, 429] },
  forgotPassword: {
    body: forgotPasswordRequestSchema,
    responses: { 200: messageResponseSchema },
    errors: [429],
  },
  resetPassword: { body: resetPasswordRequestSchema, responses: { 200: authResponseSchema }, errors: [429] },
  startExternalSignIn: {
    params: z.object({ provider: oauthProviderSchema }),
    query: oauthStartQuerySchema,
    responses: { 302: REDIRECT },
  },
  finishExternalSignIn: {
    params: z.object({ provider: oauthProviderSchema }),
    query: oauthCallbackQuerySchema,
    responses: { 302: REDIRECT },
  },

  // ---- users ------------------------------------------------------------------------------
  getProfile: { responses: { 200: userSchema } },
  updateProfile: { body: updateProfileRequestSchema, responses: { 200: userSchema }, errors: [409] },
  changePassword: { body: changePasswordRequestSchema, responses: { 200: passwordChangedResponseSchema } },

  // ---- businesses -------------------------------------------------------------------------
  listBusinesses: {
    query: businessDirectoryQuerySchema,
    responses: { 200: directoryListSchema },
    cacheable: true,
  },
  listDirectoryPage: {
    query: directoryPageQuerySchema,
    responses: { 200: directoryPageSchema },
    cacheable: true,
  },
  getBusinessByUsername: {
    params: z.object({ username: z.string() }),
    responses: { 200: businessSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  getBusiness: {
    params: idParam('businessId'),
    responses: { 200: businessSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  getMyBusinesses: { responses: { 200: businessListResponseSchema } },
  createBusiness: { body: createBusinessRequestSchema, responses: { 201: businessSchema }, errors: [409] },
  updateBusiness: {
    params: idParam('id'),
    body: updateBusinessRequestSchema,
    responses: { 200: businessSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.business,
  },
  updateSchedule: {
    params: idParam('id'),
    body: updateScheduleRequestSchema,
    responses: { 200: businessSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  updateDateOverrides: {
    params: idParam('id'),
    body: updateDateOverridesRequestSchema,
    responses: {
      200: z.object({
        business: businessSchema,
        /** Active bookings on a day the overrides close, or outside its one-off hours. */
        affectedBookings: bookingListResponseSchema,
      }),
    },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  uploadLogo: {
    params: idParam('businessId'),
    body: z.object({ logo: z.file() }),
    bodyType: 'multipart/form-data',
    responses: { 200: logoUploadResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },

  // ---- services ---------------------------------------------------------------------------
  listServices: {
    params: idParam('businessId'),
    responses: { 200: serviceListResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  createService: { body: createServiceRequestSchema, responses: { 201: serviceSchema }, errors: [404] },
  updateService: {
    params: idParam('serviceId'),
    body: updateServiceRequestSchema,
    responses: { 200: serviceSchema },
    notFound: NOT_FOUND_MESSAGES.service,
  },
  deleteService: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    notFound: NOT_FOUND_MESSAGES.service,
  },

  // ---- bookings ---------------------------------------------------------------------------
  listMyBookings: { responses: { 200: bookingListResponseSchema } },
  listMyBookingHistory: { responses: { 200: bookingListResponseSchema } },
  listBusinessBookings: {
    params: idParam('id'),
    query: bookingListQuerySchema,
    responses: { 200: bookingListResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  listBusinessBookingHistory: {
    params: idParam('id'),
    responses: { 200: bookingListResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  createBooking: {
    body: createBookingRequestSchema,
    responses: { 201: bookingSchema },
    errors: [404, 409, 429],
  },
  createGuestBooking: {
    body: guestBookingRequestSchema,
    responses: { 201: bookingSchema },
    errors: [404, 409, 429],
  },
  markAllBookingsViewed: { responses: { 200: markAllViewedResponseSchema } },
  updateBookingStatus: {
    params: idParam('id'),
    body: updateBookingStatusRequestSchema,
    responses: { 200: bookingSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  removeBookingForCustomer: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  removeBookingForBusiness: {
    params: idParam('id'),
    responses: { 200: messageResponseSchema },
    errors: [409],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  // 409: not pending or confirmed, or past the cut-off (the message names it).
  cancelBookingByCustomer: {
    params: idParam('id'),
    responses: { 200: bookingSchema },
    errors: [409, 429],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  // 400: the new time is refused as a new booking's would be; 409: the slot is full, or as above.
  rescheduleBooking: {
    params: idParam('id'),
    body: rescheduleBookingRequestSchema,
    responses: { 200: bookingSchema },
    errors: [409, 429],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  listBookingNotifications: {
    params: idParam('id'),
    responses: { 200: notificationLogSchema },
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  getServiceAvailability: {
    params: idParam('id'),
    query: serviceAvailabilityQuerySchema,
    responses: { 200: serviceAvailabilitySchema },
    notFound: NOT_FOUND_MESSAGES.service,
    cacheable: true,
  },
  getCalendarFeedUrl: { responses: { 200: calendarFeedSchema } },
  rotateCalendarFeedUrl: { responses: { 200: calendarFeedSchema } },
  getCalendarFeed: {
    // An unknown or rotated token answers 404.
    params: z.object({ token: calendarFeedTokenSchema }),
    responses: { 200: { contentType: 'text/calendar; charset=utf-8', schema: z.string() } },
    notFound: NOT_FOUND_MESSAGES.calendarFeed,
  },
  getSlotAvailability: {
    params: idParam('serviceId'),
    query: slotAvailabilityQuerySchema,
    responses: { 200: slotAvailabilityResponseSchema },
    notFound: NOT_FOUND_MESSAGES.service,
  },

  // ---- guests' manage links (404 for an unknown, altered or expired token) -----------------
  getManagedBooking: {
    params: z.object({ token: manageTokenSchema }),
    responses: { 200: bookingSchema },
    notFound: BOOKING_MESSAGES.manageLinkInvalid,
  },
  cancelManagedBooking: {
    params: z.object({ token: manageTokenSchema }),
    responses: { 200: bookingSchema },
    errors: [409, 429],
    notFound: BOOKING_MESSAGES.manageLinkInvalid,
  },
  rescheduleManagedBooking: {
    params: z.object({ token: manageTokenSchema }),
    body: rescheduleBookingRequestSchema,
    responses: { 200: bookingSchema },
    errors: [409, 429],
    notFound: BOOKING_MESSAGES.manageLinkInvalid,
  },

  // ---- reviews (docs/decisions/0023) ---------------------------------------------------------
  // 403: the caller owns the business; 409: not completed, already reviewed, or past 60 days.
  createBookingReview: {
    params: idParam('id'),
    body: reviewRequestSchema,
    responses: { 201: ownReviewSchema },
    errors: [403, 409],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  createManagedReview: {
    params: z.object({ token: manageTokenSchema }),
    body: reviewRequestSchema,
    responses: { 201: ownReviewSchema },
    errors: [403, 409, 429],
    notFound: BOOKING_MESSAGES.manageLinkInvalid,
  },
  // 404 also when the booking has no review yet; 409: more than 7 days after it was written.
  updateManagedReview: {
    params: z.object({ token: manageTokenSchema }),
    body: reviewRequestSchema,
    responses: { 200: ownReviewSchema },
    errors: [409, 429],
    notFound: BOOKING_MESSAGES.manageLinkInvalid,
  },
  updateReview: {
    params: idParam('id'),
    body: reviewRequestSchema,
    responses: { 200: ownReviewSchema },
    errors: [409],
    notFound: REVIEW_MESSAGES.notFound,
  },
  // 403: a review of another business.
  answerReview: {
    params: idParam('id'),
    body: reviewAnswerRequestSchema,
    responses: { 200: ownerReviewSchema },
    errors: [403],
    notFound: REVIEW_MESSAGES.notFound,
  },
  // 409: the caller reported it before.
  reportReview: {
    params: idParam('id'),
    body: reviewReportRequestSchema,
    responses: { 201: messageResponseSchema },
    errors: [409, 429],
    notFound: REVIEW_MESSAGES.notFound,
  },
  listBusinessReviews: {
    params: idParam('id'),
    query: reviewsQuerySchema,
    responses: { 200: businessReviewsSchema },
    notFound: NOT_FOUND_MESSAGES.business,
    cacheable: true,
  },
  listBusinessReviewsForOwner: {
    params: idParam('id'),
    query: reviewsQuerySchema,
    responses: { 200: ownerReviewsSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },

  // ---- chats ------------------------------------------------------------------------------
  openChatWithBusiness: {
    params: idParam('businessId'),
    responses: { 200: chatSchema },
    errors: [403, 429],
    notFound: NOT_FOUND_MESSAGES.business,
  },
  openChatWithCustomer: {
    params: idParam('customerId'),
    responses: { 200: chatSchema },
    errors: [429],
    notFound: NOT_FOUND_MESSAGES.customer,
  },
  listCustomerChats: { responses: { 200: chatListResponseSchema } },
  listBusinessChats: { responses: { 200: chatListResponseSchema } },
  getUnreadSummary: { responses: { 200: unreadSummarySchema } },
  listMessages: {
    params: idParam('chatId'),
    query: messagesQuerySchema,
    responses: { 200: messagesPageSchema },
    notFound: NOT_FOUND_MESSAGES.chat,
  },
  sendMessage: {
    params: idParam('chatId'),
    body: sendMessageRequestSchema,
    responses: { 201: messageSchema },
    errors: [429],
    notFound: NOT_FOUND_MESSAGES.chat,
  },
  markChatRead: {
    params: idParam('chatId'),
    body: markChatReadRequestSchema,
    responses: { 200: markChatReadResponseSchema },
    notFound: NOT_FOUND_MESSAGES.chat,
  },
  deleteChat: {
    params: idParam('chatId'),
    responses: { 200: deleteChatResponseSchema },
    notFound: NOT_FOUND_MESSAGES.chat,
  },
} as const satisfies Record<OperationId, OperationContract>;

export type Contract = typeof CONTRACT;
