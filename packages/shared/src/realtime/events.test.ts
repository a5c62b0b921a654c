import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Message } from '../schemas/chat';
import type { ClientToServerEvents, ServerToClientEvents } from './event-maps';
import { SERVER_TO_CLIENT_EVENTS } from './event-maps';
import type { BusinessStatusAck } from './events';
import {
  businessIdPayloadSchema,
  businessStatusSchema,
  businessStatusUpdatePayloadSchema,
  socketAuthSchema,
} from './events';

const ID = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

/** The client events of spec section 7; the type check below pins them to the typed map. */
const CLIENT_TO_SERVER_EVENTS = [
  'join_business_view',
  'leave_business_view',
  'getBusinessStatus',
  'business_status_update',
  'business_heartbeat',
  'join_chat',
  'leave_chat',
] as const satisfies ReadonlyArray<keyof ClientToServerEvents>;

describe('realtime events', () => {
  it('names the events of spec section 7', () => {
    expect([...CLIENT_TO_SERVER_EVENTS].sort()).toEqual(
      [
        'join_business_view',
        'leave_business_view',
        'getBusinessStatus',
        'business_status_update',
        'business_heartbeat',
        'join_chat',
        'leave_chat',
      ].sort(),
    );
    expect([...SERVER_TO_CLIENT_EVENTS].sort()).toEqual(
      [
        'businessStatusUpdate',
        'business_online_confirmed',
        'authError',
        'newMessage',
        'unreadSummary',
        'chat_joined',
        'chat_error',
        'message_sent',
        'fileUploadProgress',
        'chatMarkedAsRead',
        'chatDeleted',
        'bookingChanged',
        'availabilityChanged',
        // decisions.md 9.3: a place held for the customer's waitlist entry.
        'waitlistOffer',
      ].sort(),
    );
  });

  it('lists every key of the typed maps', () => {
    expectTypeOf<(typeof CLIENT_TO_SERVER_EVENTS)[number]>().toEqualTypeOf<keyof ClientToServerEvents>();
    expectTypeOf<(typeof SERVER_TO_CLIENT_EVENTS)[number]>().toEqualTypeOf<keyof ServerToClientEvents>();
    expectTypeOf<Parameters<ClientToServerEvents['getBusinessStatus']>[1]>().toEqualTypeOf<
      (answer: BusinessStatusAck) => void
    >();
    expectTypeOf<Parameters<ServerToClientEvents['newMessage']>[0]>().toEqualTypeOf<{
      chatId: string;
      message: Message;
    }>();
  });

  it('checks what clients send', () => {
    expect(businessIdPayloadSchema.safeParse(ID).success).toBe(true);
    expect(businessIdPayloadSchema.safeParse({ id: ID }).success).toBe(false);
    expect(businessStatusUpdatePayloadSchema.parse({ isOnline: true, extra: 1 })).toEqual({ isOnline: true });
    expect(businessStatusUpdatePayloadSchema.safeParse({ isOnline: 'yes' }).success).toBe(false);
    expect(socketAuthSchema.safeParse({ token: '' }).success).toBe(false);
  });

  it('describes the status answers', () => {
    expect(businessStatusSchema.parse({ businessId: ID, isOnline: false })).toEqual({
      businessId: ID,
      isOnline: false,
    });
  });
});
