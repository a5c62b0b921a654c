// The owner's calendar feed is useful (issue 39 item 6): each event names the customer, their
// phone and notes, the team member, and opens the booking in the dashboard; a customer's own feed
// keeps telling the business's side. Read with ical.js, an independent iCalendar parser, through
// the real app on every database.
import { businessBookingHref } from '@booklane/shared/domain';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { client, createBusiness, registerCustomer, type Account } from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService, guest } from './helpers/bookings';

const PUBLIC_URL = 'https://book.example';
// Monday 1 June 2026, 08:00 in Berlin; the bookings are on Tuesday.
const NOW = new Date('2026-06-01T06:00:00Z');
const TUESDAY = '2026-06-02';

describeEachBackend('the owner calendar feed', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);

  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', PUBLIC_URL }), { clock: () => NOW });
  });
  afterAll(async () => {
    await app?.close();
  });

  type FeedEvent = { uid: string; summary: string; description: string; url: string; start: string };
  const feedOf = async (account: Account): Promise<FeedEvent[]> => {
    const url = (await api().request('GET', '/api/calendar-feed', { token: account.token })).json()
      .url as string;
    const res = await api().request('GET', new URL(url).pathname);
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        description: event.description,
        url: String(vevent.getFirstPropertyValue('url')),
        start: event.startDate.toJSDate().toISOString(),
      };
    });
  };

  it('names the customer, their phone and notes and the team member, and links to the booking in the dashboard', async () => {
    const { owner, business } = await createBusiness(app, { name: 'Luxe Hair', timezone: 'Europe/Berlin' });
    const team = await api().request('POST', `/api/businesses/${business._id}/team-members`, {
      token: owner.token,
      body: { name: 'Sam Stylist' },
    });
    expect(team.statusCode, team.body).toBe(201);
    const service = await createService(app, owner, business._id, {
      name: 'Haircut',
      autoAcceptBookings: true,
    });

    const customer = await registerCustomer(app, { name: 'Carla Customer', phone: '+1 555 0142' });
    const byCustomer = await api().request('POST', '/api/bookings', {
      token: customer.token,
      body: {
        service: service._id,
        business: business._id,
        bookingDate: TUESDAY,
        startTime: '09:00',
        teamMember: team.json()._id,
        notes: 'Fringe only',
      },
    });
    expect(byCustomer.statusCode, byCustomer.body).toBe(201);
    const byGuest = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: service._id,
        business: business._id,
        bookingDate: TUESDAY,
        startTime: '11:00',
        ...guest({ guestName: 'Ivy Guest', guestEmail: 'ivy@example.com', guestPhone: '+1 555 0177' }),
      },
    });
    expect(byGuest.statusCode, byGuest.body).toBe(201);
    const guestMember = byGuest.json().teamMember.name as string;

    const [first, second, ...rest] = await feedOf(owner);
    expect(rest).toEqual([]);
    const linkTo = (id: string) => `${PUBLIC_URL}${businessBookingHref(id)}`;
    expect(first).toEqual({
      uid: `booking-${byCustomer.json()._id}@book.example`,
      summary: 'Haircut: Carla Customer',
      description: [
        'Haircut for Carla Customer',
        'Team member: Sam Stylist',
        'Phone: +1 555 0142',
        `Email: ${customer.user.email}`,
        'Notes: Fringe only',
        `Open in Booklane: ${linkTo(byCustomer.json()._id)}`,
      ].join('\n'),
      url: linkTo(byCustomer.json()._id),
      start: '2026-06-02T07:00:00.000Z',
    });
    expect(second).toMatchObject({
      summary: 'Haircut: Ivy Guest',
      url: linkTo(byGuest.json()._id),
      start: '2026-06-02T09:00:00.000Z',
    });
    expect(second!.description.split('\n')).toEqual([
      'Haircut for Ivy Guest (guest)',
      `Team member: ${guestMember}`,
      'Phone: +1 555 0177',
      'Email: ivy@example.com',
      `Open in Booklane: ${linkTo(byGuest.json()._id)}`,
    ]);
    // The link opens the dashboard's Bookings tab on that booking.
    expect(new URL(first!.url).pathname).toBe('/business/dashboard');
    expect(Object.fromEntries(new URL(first!.url).searchParams)).toEqual({
      tab: 'bookings',
      booking: byCustomer.json()._id,
    });

    // The customer's own feed still tells the business's side: no dashboard link, no customer card.
    const [theirs] = await feedOf(customer);
    expect(theirs).toMatchObject({
      summary: 'Haircut at Luxe Hair',
      url: `${PUBLIC_URL}/${business.username}`,
    });
    expect(theirs!.description).not.toContain('/business/dashboard');
  });
});
