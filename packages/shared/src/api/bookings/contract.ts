// The route table: the bookings operations' request and response schemas (see ../contract.ts).
import { z } from 'zod';
import { BOOKING_MESSAGES, NOT_FOUND_MESSAGES } from '../../domain/messages';
import {
  serviceAvailabilityQuerySchema,
  serviceAvailabilitySchema,
  slotAvailabilityQuerySchema,
  slotAvailabilityResponseSchema,
} from '../../schemas/availability';
import { calendarFeedSchema, calendarFeedTokenSchema } from '../../schemas/calendar-feed';
import {
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingEventListSchema,
  bookingSchema,
  bookingsAwaitingVerificationResponseSchema,
  businessBookingRequestSchema,
  createBookingRequestSchema,
  guestBookingRequestSchema,
  manageTokenSchema,
  markAllViewedResponseSchema,
  rescheduleBookingRequestSchema,
  updateBookingStatusRequestSchema,
} from '../../schemas/booking';
import { messageResponseSchema } from '../../schemas/common';
import { notificationLogSchema } from '../../schemas/notification';
import { idParam, type OperationContract } from '../contract-kit';
import type { BOOKING_OPERATIONS } from './operations';

export const BOOKING_CONTRACT = {
  // ---- bookings ---------------------------------------------------------------------------
  listMyBookings: { responses: { 200: bookingListResponseSchema } },
  listMyBookingHistory: { responses: { 200: bookingListResponseSchema } },
  listMyBookingsAwaitingVerification: { responses: { 200: bookingsAwaitingVerificationResponseSchema } },
  listBusinessBookings: {
    params: idParam('id'),
    query: bookingListQuerySchema,
    responses: { 200: bookingListResponseSchema },
    notFound: NOT_FOUND_MESSAGES.business,
  },
  listBusinessBookingHistory: {
    params: idParam('id'),
    query: bookingListQuerySchema,
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
    // 403: a staff account acting on another member's booking.
    errors: [403, 409],
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
  // 400: the new time is refused by the hours, blocks or member rules; 403: a staff account
  // moving a booking of another member, or to another member; 409: full, busy, or not active.
  rescheduleBookingByBusiness: {
    params: idParam('id'),
    body: rescheduleBookingRequestSchema,
    responses: { 200: bookingSchema },
    errors: [403, 409],
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  // 403: a staff account booking for another member; 404: the business, service, member or
  // customer account; 409: the time is full or the member busy.
  createBusinessBooking: {
    params: idParam('id'),
    body: businessBookingRequestSchema,
    responses: { 201: bookingSchema },
    errors: [403, 404, 409],
    notFound: NOT_FOUND_MESSAGES.business,
  },
  getBooking: {
    params: idParam('id'),
    responses: { 200: bookingSchema },
    notFound: NOT_FOUND_MESSAGES.booking,
  },
  listBookingEvents: {
    params: idParam('id'),
    responses: { 200: bookingEventListSchema },
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
} as const satisfies Record<keyof typeof BOOKING_OPERATIONS, OperationContract>;
