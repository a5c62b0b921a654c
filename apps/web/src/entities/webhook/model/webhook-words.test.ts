import { WEBHOOK_EVENTS } from '@booklane/shared/domain';
import { describe, expect, it } from 'vitest';
import { isDueSoon } from '../api/get-webhook-deliveries';
import { attemptText, eventLabel, eventsText, lastDeliveryText } from './webhook-words';

const at = (iso: string) => `at ${iso}`;

describe('webhook words', () => {
  it('names the events a webhook hears in plain words, in the list order', () => {
    expect(eventsText([...WEBHOOK_EVENTS])).toBe('All events');
    expect(eventsText(['booking.cancelled', 'booking.created'])).toBe('New booking, Booking cancelled');
    expect(eventLabel('webhook.test')).toBe('Test event');
    expect(eventLabel('booking.someday')).toBe('booking.someday');
  });

  it('says how the last delivery went, with its status code and time', () => {
    expect(lastDeliveryText(null, at)).toBe('No deliveries yet');
    expect(lastDeliveryText({ status: 'delivered', statusCode: 200, at: 'T1' }, at)).toBe(
      'Delivered · HTTP 200 · at T1',
    );
    expect(lastDeliveryText({ status: 'failed', statusCode: null, at: 'T2' }, at)).toBe(
      'Failed · No answer · at T2',
    );
    expect(lastDeliveryText({ status: 'queued', statusCode: null, at: 'T3' }, at)).toBe('Queued · at T3');
  });

  it('gives an attempt its answer and duration', () => {
    expect(attemptText({ statusCode: 204, durationMs: 87 })).toBe('HTTP 204 · 87 ms');
    expect(attemptText({ statusCode: null, durationMs: 10_000 })).toBe('No answer · 10.0 s');
  });

  it('asks the log again often only while an attempt is due within the minute', () => {
    const now = new Date(Date.UTC(2026, 2, 2, 12));
    const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString();
    expect(isDueSoon({ status: 'queued', nextAttemptAt: null }, now)).toBe(true);
    expect(isDueSoon({ status: 'retrying', nextAttemptAt: inMs(30_000) }, now)).toBe(true);
    expect(isDueSoon({ status: 'retrying', nextAttemptAt: inMs(3_600_000) }, now)).toBe(false);
    expect(isDueSoon({ status: 'delivered', nextAttemptAt: null }, now)).toBe(false);
  });
});
