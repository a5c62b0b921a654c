import { describe, expect, it } from 'vitest';
import {
  advanceBookingHint,
  BOOKING_MESSAGES,
  bookingIntervalWarningMessage,
  FAILURE_MESSAGES,
  serviceNotAvailableOnWeekdayMessage,
  VALIDATION_MESSAGES,
} from './messages';

describe('message texts', () => {
  it('keeps the spec wording of validation texts', () => {
    expect(VALIDATION_MESSAGES.usernameEdges).toBe('no leading/trailing hyphen/underscore');
    expect(VALIDATION_MESSAGES.bookingInterval).toBe('Booking interval must be between 1 and 720 minutes');
    expect(VALIDATION_MESSAGES.newPasswordsMismatch).toBe('New passwords do not match');
    expect(VALIDATION_MESSAGES.newPasswordTooShort).toBe('New password must be at least 6 characters');
  });

  it('keeps the spec wording of booking texts', () => {
    expect(BOOKING_MESSAGES).toMatchObject({
      selectDateAndTime: 'Please select both date and time',
      dateNotAvailable: 'This service is not available on the selected date',
      timeSlotNotAvailable: 'This time slot is not available for this service',
      selectDate: 'Please select a date',
      selectTime: 'Please select a time.',
      timeSlotFull: 'This time slot is currently full. Please select another time.',
      dateFull: 'This date is currently fully booked. Please select another date.',
      serviceFull: 'This service is currently fully booked. Please check back later.',
      dateFullShort: 'This date is fully booked.',
      noAvailableHours: 'No available hours set for this service.',
      guestDetailsRequired: 'Please enter your name and email to proceed.',
      phoneRequiredForBooking: 'Please add your phone number in your profile before booking.',
      createFailed: 'Failed to create booking',
    });
  });

  it('fills in the spec templates', () => {
    expect(bookingIntervalWarningMessage(90, 60)).toBe(
      'Warning: Booking interval (90 min) is longer than service duration (60 min). This may limit availability. Continue?',
    );
    expect(serviceNotAvailableOnWeekdayMessage('Mondays')).toBe('This service is not available on Mondays.');
    expect(advanceBookingHint(30)).toBe('You can book up to 30 days in advance.');
    expect(FAILURE_MESSAGES.saveService('Network Error')).toBe('Failed to save service: Network Error');
    expect(FAILURE_MESSAGES.loadBusinessData('Forbidden')).toBe('Failed to load business data: Forbidden');
  });
});

describe('interval message and its bounds', () => {
  it('names the same bounds as the constants', async () => {
    const { BOOKING_INTERVAL_MIN, BOOKING_INTERVAL_MAX } = await import('./constants');
    const { VALIDATION_MESSAGES } = await import('./messages');
    expect(VALIDATION_MESSAGES.bookingInterval).toBe(
      `Booking interval must be between ${BOOKING_INTERVAL_MIN} and ${BOOKING_INTERVAL_MAX} minutes`,
    );
  });
});
