// Two server instances sharing one PostgreSQL and one Redis, as behind a load balancer: a customer
// connected to A and a business connected to B chat and see presence as if on one server
// (decisions.md section 6, "With REDIS_URL all of this holds across server processes").
import crypto from 'node:crypto';
import type { BusinessStatusAck } from '@booklane/shared/realtime';
import type { Chat, Message } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer } from './helpers/api';
import { createService } from './helpers/bookings';
import { createScratch, TEST_REDIS_URL, type Scratch } from './helpers/backends';
import {
  ask,
  closeAllSockets,
  connectAs,
  listen,
  nextEvent,
  record,
  recordedBefore,
  type Recorded,
} from './helpers/sockets';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const ready = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
describe.skipIf(!ready)('realtime across two server instances (PostgreSQL + Redis)', () => {
  let scratch: Scratch;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    scratch = await createScratch('postgres');
    const config = scratch.config({
      REDIS_URL: TEST_REDIS_URL ?? '',
      // Keys and adapter channels of this run only: parallel test files never hear each other.
      REDIS_KEY_PREFIX: `booklane-test-${crypto.randomBytes(6).toString('hex')}:`,
      RATE_LIMITS: 'off',
      PRESENCE_TTL_SECONDS: '2',
    });
    [a, b] = await Promise.all([buildApp(config), buildApp(config)]);
    urlA = await listen(a);
    urlB = await listen(b);
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await scratch?.dispose();
  });

  it("tells an owner on B of a booking made and cancelled on A, and the customer on A of B's confirmation", async () => {
    const { owner, business } = await createBusiness(b, { reminderLeadMinutes: [] });
    const service = await createService(b, owner, business._id, {
      bookingType: 'flexible',
      hasDuration: false,
    });
    const customer = await registerCustomer(a);
    const ownerSocket = await connectAs(urlB, owner.token);
    const customerSocket = await connectAs(urlA, customer.token);

    const created = nextEvent(ownerSocket, 'bookingChanged');
    const booked = await client(a).request('POST', '/api/bookings', {
      token: customer.token,
      body: { service: service._id, business: business._id, notes: '' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json()._id as string;
    expect(await created).toMatchObject({ change: 'created', by: 'customer', booking: { _id: bookingId } });

    const confirmed = nextEvent(customerSocket, 'bookingChanged');
    await client(b).request('PUT', `/api/bookings/${bookingId}/status`, {
      token: owner.token,
      body: { status: 'confirmed' },
    });
    expect(await confirmed).toMatchObject({
      change: 'confirmed',
      by: 'business',
      booking: { status: 'confirmed' },
    });

    const cancelled = nextEvent(ownerSocket, 'bookingChanged');
    await client(a).request('PUT', `/api/bookings/${bookingId}/cancel-by-customer`, {
      token: customer.token,
    });
    expect(await cancelled).toMatchObject({ change: 'cancelled', by: 'customer' });
  });

  it('carries a conversation between a customer on A and a business on B', async () => {
    const { owner, business } = await createBusiness(b);
    const customer = await registerCustomer(a);
    const customerSocket = await connectAs(urlA, customer.token);
    const ownerSocket = await connectAs(urlB, owner.token);

    const chat = (
      await client(a).request('GET', `/api/chats/business/${business._id}`, { token: customer.token })
    ).json() as Chat;

    // Sent through A, heard on B (and on A by the sender).
    const ownerHears = nextEvent(ownerSocket, 'newMessage');
    const ownerUnread = nextEvent(ownerSocket, 'unreadSummary');
    const sentBack = nextEvent(customerSocket, 'message_sent');
    const sent = await client(a).request('POST', `/api/chats/${chat._id}/messages`, {
      token: customer.token,
      body: { content: 'Hello from A', messageType: 'text' },
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json() as Message;
    expect(await ownerHears).toEqual({ chatId: chat._id, message });
    expect(await ownerUnread).toEqual({ totalUnread: 1 });
    expect(await sentBack).toEqual(message);

    // Answered through B, heard on A.
    const customerHears = nextEvent(customerSocket, 'newMessage', (p) => p.message.senderType === 'business');
    const customerUnread = nextEvent(customerSocket, 'unreadSummary');
    const reply = await client(b).request('POST', `/api/chats/${chat._id}/messages`, {
      token: owner.token,
      body: { content: 'Hello from B', messageType: 'text' },
    });
    expect(reply.statusCode).toBe(201);
    expect((await customerHears).message).toEqual(reply.json());
    expect(await customerUnread).toEqual({ totalUnread: 1 });

    // Rooms span processes: joined on A, each message still arrives exactly once. A second copy
    // would travel from B with the first, so before a later push from B (the customer's message
    // in another chat): B's pushes reach A in the order B sent them.
    const other = await createBusiness(b);
    const otherChat = (
      await client(b).request('GET', `/api/chats/business/${other.business._id}`, { token: customer.token })
    ).json() as Chat;
    const customerEvents = record(customerSocket);
    const joined = nextEvent(customerSocket, 'chat_joined');
    customerSocket.emit('join_chat', chat._id);
    await joined;
    const again = nextEvent(customerSocket, 'newMessage', (p) => p.message.content === 'Once only');
    await client(b).request('POST', `/api/chats/${chat._id}/messages`, {
      token: owner.token,
      body: { content: 'Once only', messageType: 'text' },
    });
    await again;
    const beforeMarker = await recordedBefore(
      customerEvents,
      customerSocket,
      'newMessage',
      () =>
        client(b).request('POST', `/api/chats/${otherChat._id}/messages`, {
          token: customer.token,
          body: { content: 'Marker', messageType: 'text' },
        }),
      (p) => p.chatId === otherChat._id,
    );
    expect(beforeMarker.filter((e) => e.event === 'newMessage')).toHaveLength(1);

    // Mark-read on B reaches the owner's sockets; both processes read the same history.
    const marked = nextEvent(ownerSocket, 'chatMarkedAsRead');
    const zero = nextEvent(ownerSocket, 'unreadSummary', (s) => s.totalUnread === 0);
    expect(
      (await client(a).request('PUT', `/api/chats/${chat._id}/mark-read`, { token: owner.token })).statusCode,
    ).toBe(200);
    expect(await marked).toEqual({ chatId: chat._id, unreadCount: 0 });
    await zero;
    const history = await client(b).request('GET', `/api/chats/${chat._id}/messages`, {
      token: customer.token,
    });
    expect(history.json().messages.map((m: Message) => m.content)).toEqual([
      'Hello from A',
      'Hello from B',
      'Once only',
    ]);

    // Deleted through B; the customer on A hears of it, with its unread total pushed from B.
    const customerZero = nextEvent(customerSocket, 'unreadSummary', (s) => s.totalUnread === 0);
    const customerGone = nextEvent(customerSocket, 'chatDeleted');
    const ownerGone = nextEvent(ownerSocket, 'chatDeleted');
    expect(
      (await client(b).request('DELETE', `/api/chats/${chat._id}`, { token: owner.token })).statusCode,
    ).toBe(200);
    await customerZero;
    expect(await customerGone).toEqual({ chatId: chat._id });
    expect(await ownerGone).toEqual({ chatId: chat._id });
  });

  it('shows presence announced on B to viewers on A, until disconnect or expiry', async () => {
    const { owner, business } = await createBusiness(a);
    // A second business, announced on B too: its pushes mark points in B's stream of pushes.
    const marker = await createBusiness(a);
    const customer = await registerCustomer(a);
    const viewer = await connectAs(urlA, customer.token);
    for (const id of [business._id, marker.business._id]) {
      const initial = nextEvent(viewer, 'businessStatusUpdate', (s) => s.businessId === id);
      viewer.emit('join_business_view', id);
      expect(await initial).toEqual({ businessId: id, isOnline: false });
    }
    const status = () => ask<BusinessStatusAck>((ack) => viewer.emit('getBusinessStatus', business._id, ack));
    const pushed = (isOnline: boolean, timeoutMs?: number, businessId = business._id) =>
      nextEvent(
        viewer,
        'businessStatusUpdate',
        (s) => s.businessId === businessId && s.isOnline === isOnline,
        timeoutMs,
      );
    const markerPush = (isOnline: boolean) => (s: { businessId: string; isOnline: boolean }) =>
      s.businessId === marker.business._id && s.isOnline === isOnline;
    const aboutBusiness = (e: Recorded) =>
      e.event === 'businessStatusUpdate' && (e.payload as { businessId: string }).businessId === business._id;

    // Online through B; A sees it and answers it.
    const ownerSocket = await connectAs(urlB, owner.token);
    const online = pushed(true);
    ownerSocket.emit('business_status_update', { isOnline: true });
    await online;
    expect(await status()).toEqual({ isOnline: true });

    // A second tab on A keeps it online when the tab on B closes.
    const tabOnA = await connectAs(urlA, owner.token);
    tabOnA.emit('business_status_update', { isOnline: true });
    await nextEvent(tabOnA, 'business_online_confirmed');
    const markerOwner = await connectAs(urlB, marker.owner.token);
    const events = record(viewer);
    ownerSocket.disconnect();
    // B reads that close before the marker's announcement, sent after it: an offline push for
    // the business would come before the marker's online push.
    const beforeMarker = await recordedBefore(
      events,
      viewer,
      'businessStatusUpdate',
      () => markerOwner.emit('business_status_update', { isOnline: true }),
      markerPush(true),
    );
    expect(beforeMarker.filter(aboutBusiness)).toEqual([]);
    expect(await status()).toEqual({ isOnline: true });
    const markerGone = pushed(false, undefined, marker.business._id);
    markerOwner.disconnect();
    await markerGone;

    // The last tab closes: offline at once.
    const offline = pushed(false, 1_500);
    tabOnA.disconnect();
    await offline;
    expect(await status()).toEqual({ isOnline: false });

    // Announced on B, then silent: one of the processes reports the expiry, once.
    const silent = await connectAs(urlB, owner.token);
    const backOnline = pushed(true);
    silent.emit('business_status_update', { isOnline: true });
    await backOnline;
    const expiryEvents = record(viewer);
    await pushed(false, 6_000);
    // The marker, announced on B now and silent too, expires a TTL later: both processes have
    // swept many times by then, so a second report of the first expiry would have come before.
    const markerSilent = await connectAs(urlB, marker.owner.token);
    const markerBack = pushed(true, undefined, marker.business._id);
    markerSilent.emit('business_status_update', { isOnline: true });
    await markerBack;
    const beforeMarkerExpiry = await recordedBefore(
      expiryEvents,
      viewer,
      'businessStatusUpdate',
      () => undefined,
      markerPush(false),
      6_000,
    );
    expect(beforeMarkerExpiry.filter(aboutBusiness)).toEqual([
      { event: 'businessStatusUpdate', payload: { businessId: business._id, isOnline: false } },
    ]);
  });

  it("pushes a waitlist offer made on B to the customer's page open on A (decisions.md 9.3)", async () => {
    const { owner, business } = await createBusiness(b, { timezone: 'UTC', reminderLeadMinutes: [] });
    const service = await createService(b, owner, business._id, { name: 'Cut', duration: 60 });
    // Tomorrow at 10:00 (UTC, a weekday or not: the hours are every day's below).
    const hours = { isOpen: true, start: '09:00', end: '17:00' };
    const schedule = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, hours]),
    );
    const opened = await client(b).request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const zed = await registerCustomer(b);
    const booked = await client(b).request('POST', '/api/bookings', {
      token: zed.token,
      body: { service: service._id, business: business._id, notes: '', bookingDate: day, startTime: '10:00' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const ada = await registerCustomer(a);
    const joined = await client(a).request('POST', `/api/services/${service._id}/waitlist`, {
      token: ada.token,
      body: { date: day, from: '10:00', to: '11:00' },
    });
    expect(joined.statusCode, joined.body).toBe(201);

    const adaSocket = await connectAs(urlA, ada.token);
    const offered = nextEvent(adaSocket, 'waitlistOffer');
    const cancelled = await client(b).request('PUT', `/api/bookings/${booked.json()._id}/status`, {
      token: owner.token,
      body: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await offered).toMatchObject({ status: 'held', date: day, startTime: '10:00' });
  });

  it('reports the health of both processes as realtime through Redis', async () => {
    for (const app of [a, b]) {
      expect((await client(app).request('GET', '/api/health')).json()).toEqual({
        status: 'ok',
        db: 'postgres',
        realtime: 'redis',
        mail: 'files',
      });
    }
  });
});
