// A business's customers (decisions.md 9.4) through the real app, on every database: one person
// with their bookings, the business's private note and tags on them (never shown to the
// customer), and the owner's CSV files of bookings and customers read back with a CSV parser, as a
// spreadsheet would read them. The customers list's search and pages: test/owners-day.test.ts.
import {
  CUSTOMER_TAGS_MAX,
  INSIGHTS_MESSAGES as I,
  NOT_FOUND_MESSAGES,
  spreadsheetCell,
} from '@booklane/shared/domain';
import type {
  Booking,
  CustomerDetailResponse,
  CustomerListResponse,
  ManagedTeamMember,
} from '@booklane/shared/schemas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  client,
  createBusiness,
  registerBusinessOwner,
  registerCustomer,
  uniqueEmail,
  type Account,
} from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createService } from './helpers/bookings';
import { accountLinkToken, MAIL_PUBLIC_URL, sentTo } from './helpers/mail';
import { startSmtp, type TestSmtp } from './helpers/smtp';

// Tuesday 2 June 2026, 10:30 UTC: 12:30 in Berlin, where the business is.
const NOW = new Date('2026-06-02T10:30:00Z');
const YESTERDAY = '2026-06-01';
const TODAY = '2026-06-02';
const TOMORROW = '2026-06-03';
const LATER = '2026-06-10';

const HYPERLINK = '=HYPERLINK("http://x","y")';
const TRICKY_NOTES = 'Line one\nline "two", with a comma; café';

describeEachBackend("a business's customers", (scratch) => {
  let app: FastifyInstance;
  let smtp: TestSmtp;
  const api = () => client(app);

  // One business for the whole file: its owner, a staff account, and the people who booked.
  let owner: Account;
  let staff: Account;
  let stranger: Account;
  let casey: Account;
  let businessId: string;
  let username: string;
  let ownerMember: ManagedTeamMember;
  let serviceId: string;
  const booked: Record<'caseyDone' | 'caseyNext' | 'hyper' | 'zoe' | 'fan', Booking> = {} as never;
  const zoeEmail = uniqueEmail('zoe');
  const hyperEmail = uniqueEmail('hyper');

  async function walkIn(body: Record<string, unknown>): Promise<Booking> {
    const res = await api().request('POST', `/api/businesses/${businessId}/bookings`, {
      token: owner.token,
      body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildApp(
      scratch().config({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, PUBLIC_URL: MAIL_PUBLIC_URL }),
      { clock: () => NOW },
    );
    const made = await createBusiness(app, { timezone: 'Europe/Berlin', currency: 'EUR' });
    owner = made.owner;
    businessId = made.business._id;
    username = made.business.username;
    const team = await api().request('GET', `/api/businesses/${businessId}/team-members/manage`, {
      token: owner.token,
    });
    ownerMember = (team.json() as ManagedTeamMember[])[0]!;

    // Maya's account is the business's staff (the invitation itself: test/staff.test.ts).
    const maya = await api().request('POST', `/api/businesses/${businessId}/team-members`, {
      token: owner.token,
      body: { name: 'Maya', email: uniqueEmail('maya') },
    });
    expect(maya.statusCode, maya.body).toBe(201);
    staff = await registerBusinessOwner(app, { name: 'Maya Staff' });
    await app.ctx.database.db.execute(
      sql`update team_members set user_id = ${staff.user.id}::uuid where id = ${(maya.json() as ManagedTeamMember)._id}::uuid`,
    );
    stranger = await registerBusinessOwner(app);
    casey = await registerCustomer(app, { name: 'Casey Account', phone: '+1 555 0100' });

    const service = await createService(app, owner, businessId, { name: 'Haircut', duration: 30, price: 25 });
    serviceId = service._id;
    const base = { service: serviceId, teamMember: ownerMember._id };
    booked.caseyDone = await walkIn({
      ...base,
      bookingDate: YESTERDAY,
      startTime: '09:00',
      customer: { userId: casey.user.id },
    });
    const done = await api().request('PUT', `/api/bookings/${booked.caseyDone._id}/status`, {
      token: owner.token,
      body: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    booked.caseyNext = await walkIn({
      ...base,
      bookingDate: TOMORROW,
      startTime: '10:00',
      customer: { userId: casey.user.id },
    });
    booked.hyper = await walkIn({
      ...base,
      bookingDate: TOMORROW,
      startTime: '09:00',
      customer: { name: HYPERLINK, email: hyperEmail, phone: '+49 170 1234567' },
      notes: TRICKY_NOTES,
    });
    booked.zoe = await walkIn({
      ...base,
      bookingDate: TODAY,
      startTime: '14:00',
      customer: { name: 'Zoë Ämmerlein', email: zoeEmail },
    });
    // A walk-in who left only a name, which holds a slash; after the range of the exports below.
    booked.fan = await walkIn({
      ...base,
      bookingDate: LATER,
      startTime: '09:00',
      customer: { name: 'AC/DC Fan' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  // ---- helpers -------------------------------------------------------------------------------

  const customerPath = (key: string) => `/api/businesses/${businessId}/customers/${encodeURIComponent(key)}`;

  async function list(account: Account = owner): Promise<CustomerListResponse> {
    const res = await api().request('GET', `/api/businesses/${businessId}/customers?limit=100`, {
      token: account.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerListResponse;
  }

  async function detail(key: string, account: Account = owner): Promise<CustomerDetailResponse> {
    const res = await api().request('GET', customerPath(key), { token: account.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CustomerDetailResponse;
  }

  const putNote = (key: string, body: unknown, account: Account = owner) =>
    api().request('PUT', `${customerPath(key)}/note`, { token: account.token, body });

  const exportOf = (file: 'bookings' | 'customers', account?: Account, query = '') =>
    api().request('GET', `/api/businesses/${businessId}/${file}.csv${query}`, {
      ...(account ? { token: account.token } : {}),
    });

  /** The file as a spreadsheet reads it: strictly RFC 4180, records ended by CRLF only. */
  function records(res: LightMyRequestResponse): string[][] {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    // UTF-8 with a byte order mark, so Excel reads the accents right.
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.endsWith('\r\n')).toBe(true);
    return parse(res.rawPayload, { bom: true, record_delimiter: '\r\n', encoding: 'utf8' }) as string[][];
  }

  /** The records as objects by the header's names. */
  function rowsOf(all: string[][]): Array<Record<string, string>> {
    const [header, ...rest] = all;
    return rest.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i]!])));
  }

  const caseyKey = () => `user:${casey.user.id}`;

  // ---- one customer --------------------------------------------------------------------------

  describe('a customer', () => {
    it('answers the person of the list with their bookings, newest first, as the business’s lists show them', async () => {
      const entry = (await list()).customers.find((c) => c.key === caseyKey());
      expect(entry).toMatchObject({
        name: 'Casey Account',
        userId: casey.user.id,
        visits: 1,
        spent: 25,
        lastVisit: YESTERDAY,
        nextVisit: TOMORROW,
      });
      const one = await detail(caseyKey());
      expect(one.customer).toEqual({ ...entry, note: '' });

      const lists = await Promise.all(
        [`/api/bookings/business/${businessId}`, `/api/bookings/business/${businessId}/history`].map(
          async (path) => (await api().request('GET', path, { token: owner.token })).json() as Booking[],
        ),
      );
      const asListed = new Map(lists.flat().map((b) => [b._id, b]));
      expect(one.bookings.map((b) => b._id)).toEqual([booked.caseyNext._id, booked.caseyDone._id]);
      expect(one.bookings).toEqual(one.bookings.map((b) => asListed.get(b._id)));
    });

    it('finds guests by their percent-encoded key: an email, a name with a slash', async () => {
      const zoe = await detail(`email:${zoeEmail}`);
      expect(zoe.customer.name).toBe('Zoë Ämmerlein');
      expect(zoe.bookings.map((b) => b._id)).toEqual([booked.zoe._id]);
      const fan = await detail('name:ac/dc fan');
      expect(fan.customer).toMatchObject({ name: 'AC/DC Fan', email: null, phone: null });
      expect(fan.bookings.map((b) => b._id)).toEqual([booked.fan._id]);
    });

    it('is 404 for a key nobody who booked has, however long (an address runs to 254 characters)', async () => {
      const longAddress = `email:${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
      for (const key of [
        `user:${stranger.user.id}`,
        'email:nobody@example.com',
        'name:nobody',
        'nonsense',
        longAddress,
      ]) {
        const res = await api().request('GET', customerPath(key), { token: owner.token });
        expect(res.statusCode, key).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND_MESSAGES.customer);
        const note = await putNote(key, { note: 'x', tags: [] });
        expect(note.statusCode, key).toBe(404);
        expect(note.json().message).toBe(NOT_FOUND_MESSAGES.customer);
      }
    });
  });

  // ---- note and tags -------------------------------------------------------------------------

  describe('the private note and tags', () => {
    it('are saved, shown on the customer and their tags in the list, and never to the customer', async () => {
      const key = caseyKey();
      const saved = await putNote(key, {
        note: '  Prefers mornings.\nAllergic to lavender.  ',
        tags: ['VIP', ' vip ', 'Allergy'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        note: 'Prefers mornings.\nAllergic to lavender.',
        tags: ['VIP', 'Allergy'],
      });

      expect((await detail(key)).customer).toMatchObject({
        note: 'Prefers mornings.\nAllergic to lavender.',
        tags: ['VIP', 'Allergy'],
      });
      const everyone = (await list()).customers;
      expect(everyone.find((c) => c.key === key)?.tags).toEqual(['VIP', 'Allergy']);
      expect(everyone.filter((c) => c.key !== key).every((c) => c.tags.length === 0)).toBe(true);

      // Casey's own answers about the same bookings say nothing of it.
      for (const path of ['/api/bookings/user', '/api/bookings/user/history']) {
        const mine = await api().request('GET', path, { token: casey.token });
        expect(mine.statusCode, mine.body).toBe(200);
        expect((mine.json() as Booking[]).length).toBe(1);
        expect(mine.body).not.toMatch(/lavender|VIP/);
      }

      // Staff keep it too; a later write replaces it.
      const byStaff = await putNote(key, { note: 'Prefers mornings.', tags: [] }, staff);
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect((await detail(key, staff)).customer).toMatchObject({ note: 'Prefers mornings.', tags: [] });
    });

    it('refuses more tags than allowed, and empty or long ones', async () => {
      const tooMany = await putNote(`email:${zoeEmail}`, {
        note: '',
        tags: Array.from({ length: CUSTOMER_TAGS_MAX + 1 }, (_, i) => `t${i}`),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe(I.tooManyTags);
      for (const tag of ['  ', 'x'.repeat(31)]) {
        const bad = await putNote(`email:${zoeEmail}`, { note: '', tags: [tag] });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toBe(I.tagInvalid);
      }
      expect((await detail(`email:${zoeEmail}`)).customer).toMatchObject({ note: '', tags: [] });
    });
  });

  // ---- exports -------------------------------------------------------------------------------

  describe('CSV exports', () => {
    it('writes the bookings of a range in day order, in the business’s zone, every text intact and none a formula', async () => {
      const res = await exportOf('bookings', owner, `?from=${YESTERDAY}&to=${TOMORROW}`);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="booklane-bookings-${username}-${YESTERDAY}-${TOMORROW}.csv"`,
      );
      const all = records(res);
      expect(all[0]).toEqual([
        'Date',
        'Start',
        'End',
        'Service',
        'Team member',
        'Customer',
        'Email',
        'Phone',
        'Status',
        'Cancelled by',
        'Price',
        'Currency',
        'Notes',
        'Created',
      ]);
      const rows = rowsOf(all);
      // The walk-in after the range is not in it.
      expect(rows.map((r) => [r.Date, r.Start, r.End, r.Customer, r.Status])).toEqual([
        [YESTERDAY, '09:00', '09:30', 'Casey Account', 'Completed'],
        [TODAY, '14:00', '14:30', 'Zoë Ämmerlein', 'Confirmed'],
        [TOMORROW, '09:00', '09:30', `'${HYPERLINK}`, 'Confirmed'],
        [TOMORROW, '10:00', '10:30', 'Casey Account', 'Confirmed'],
      ]);
      expect(rows[2]).toEqual({
        Date: TOMORROW,
        Start: '09:00',
        End: '09:30',
        Service: 'Haircut',
        'Team member': ownerMember.name,
        Customer: `'${HYPERLINK}`,
        Email: hyperEmail,
        Phone: "'+49 170 1234567",
        Status: 'Confirmed',
        'Cancelled by': '',
        Price: '25.00',
        Currency: 'EUR',
        Notes: TRICKY_NOTES,
        // Booked at 10:30 UTC: 12:30 in Berlin.
        Created: `${TODAY} 12:30`,
      });
    });

    it('writes every customer with their figures, tags and note', async () => {
      await putNote(`email:${hyperEmail}`, {
        note: '=1+1, "quoted"\nsecond line',
        tags: ['Regular', '@home'],
      });
      const res = await exportOf('customers', owner);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="booklane-customers-${username}-${TODAY}.csv"`,
      );
      const all = records(res);
      expect(all[0]).toEqual([
        'Name',
        'Email',
        'Phone',
        'Account',
        'Visits',
        'No-shows',
        'Cancellations',
        'Spent',
        'Currency',
        'Last visit',
        'Next visit',
        'Tags',
        'Note',
      ]);
      // In the list's order; where a name's punctuation sorts depends on the database's collation.
      const rows = rowsOf(all);
      expect(rows.map((r) => r.Name)).toEqual((await list()).customers.map((c) => spreadsheetCell(c.name)));
      const byName = new Map(rows.map((r) => [r.Name, r]));
      expect(byName.get('Casey Account')).toMatchObject({
        Email: casey.user.email,
        Phone: "'+1 555 0100",
        Account: 'Yes',
        Visits: '1',
        'No-shows': '0',
        Cancellations: '0',
        Spent: '25.00',
        Currency: 'EUR',
        'Last visit': YESTERDAY,
        'Next visit': TOMORROW,
      });
      expect(byName.get(`'${HYPERLINK}`)).toMatchObject({
        Email: hyperEmail,
        Account: 'No',
        Visits: '0',
        Spent: '0.00',
        'Last visit': '',
        'Next visit': TOMORROW,
        Tags: 'Regular, @home',
        Note: `'=1+1, "quoted"\nsecond line`,
      });
      expect(byName.get('Zoë Ämmerlein')).toMatchObject({ Email: zoeEmail, 'Next visit': TODAY });
      expect(byName.get('AC/DC Fan')).toMatchObject({ Email: '', Phone: '', 'Next visit': LATER });
    });

    it('refuses a range backwards or too long', async () => {
      const res = await exportOf('bookings', owner, `?from=${TOMORROW}&to=${YESTERDAY}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(I.range);
    });
  });

  // ---- who may ------------------------------------------------------------------------------

  describe('access', () => {
    const range = `?from=${YESTERDAY}&to=${TOMORROW}`;

    it('lets staff read customers and keep notes, but not export', async () => {
      expect((await list(staff)).customers.length).toBe(4);
      expect((await detail(`email:${zoeEmail}`, staff)).customer.name).toBe('Zoë Ämmerlein');
      for (const file of ['bookings', 'customers'] as const) {
        const res = await exportOf(file, staff, range);
        expect(res.statusCode, file).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND_MESSAGES.business);
      }
    });

    it('shows nothing to another owner (404), a customer (403) or someone signed out (401)', async () => {
      const calls = (account?: Account) => [
        api().request(
          'GET',
          `/api/businesses/${businessId}/customers`,
          account ? { token: account.token } : {},
        ),
        api().request('GET', customerPath(caseyKey()), account ? { token: account.token } : {}),
        api().request('PUT', `${customerPath(caseyKey())}/note`, {
          ...(account ? { token: account.token } : {}),
          body: { note: 'Not mine', tags: [] },
        }),
        exportOf('bookings', account, range),
        exportOf('customers', account),
      ];
      for (const [account, status] of [
        [stranger, 404],
        [casey, 403],
        [undefined, 401],
      ] as const) {
        const answers = await Promise.all(calls(account));
        expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => status));
        if (status === 404) {
          expect(answers.every((r) => r.json().message === NOT_FOUND_MESSAGES.business)).toBe(true);
        }
      }
      // Nobody of them changed the note.
      expect((await detail(caseyKey())).customer.note).not.toBe('Not mine');
    });
  });

  // ---- a guest becomes a customer account ---------------------------------------------------

  it('carries the notes on a guest over to their account once they verify the address', async () => {
    const address = uniqueEmail('joiner');
    const base = { service: serviceId, teamMember: ownerMember._id, bookingDate: LATER };
    const asGuest = await walkIn({
      ...base,
      startTime: '10:00',
      customer: { name: 'Jo Guest', email: address },
    });
    expect(
      (await putNote(`email:${address}`, { note: 'Met as a guest.', tags: ['New', 'vip'] })).statusCode,
    ).toBe(200);

    // The account books too before it verifies its address, and gets its own note.
    const jo = await registerCustomer(app, { name: 'Jo Account', email: address });
    const asAccount = await walkIn({ ...base, startTime: '11:00', customer: { userId: jo.user.id } });
    expect((await putNote(`user:${jo.user.id}`, { note: 'Has an account.', tags: ['VIP'] })).statusCode).toBe(
      200,
    );

    const [mail] = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && /confirm your email/i.test(m.parsed.subject ?? ''),
    );
    const verified = await api().request('POST', '/api/auth/verify-email', {
      token: jo.token,
      body: { token: accountLinkToken(mail!, 'verify-email') },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const joined = await detail(`user:${jo.user.id}`);
    expect(joined.customer).toMatchObject({
      note: 'Has an account.\n\nMet as a guest.',
      tags: ['VIP', 'New'],
    });
    expect(joined.bookings.map((b) => b._id)).toEqual([asAccount._id, asGuest._id]);
    expect(
      (await api().request('GET', customerPath(`email:${address}`), { token: owner.token })).statusCode,
    ).toBe(404);
  });

  // ---- the list after every kind of change -------------------------------------------------

  // The list reads a row per person that the database keeps with every booking's change (migration
  // 0019): each kind of change, made as a user makes it, shows at once in the figures.
  it('shows the right figures after every kind of change: booked, completed, no-show, cancelled, a walk-in, a guest who verifies, a rename', async () => {
    const shop = await createBusiness(app, { timezone: 'Europe/Berlin', currency: 'EUR' });
    const shopId = shop.business._id;
    const svc = await createService(app, shop.owner, shopId, { name: 'Trim', duration: 30, price: 20 });
    const robin = await registerCustomer(app, { name: 'Robin Rebook', phone: '+44 20 7946 0001' });
    const robinKey = `user:${robin.user.id}`;

    const people = async (search = '') => {
      const res = await api().request(
        'GET',
        `/api/businesses/${shopId}/customers?limit=100${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        { token: shop.owner.token },
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CustomerListResponse).customers;
    };
    const person = async (key: string) => (await people()).find((c) => c.key === key);
    const ownerBooks = async (body: Record<string, unknown>) => {
      const res = await api().request('POST', `/api/businesses/${shopId}/bookings`, {
        token: shop.owner.token,
        body: { service: svc._id, ...body },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Booking;
    };
    const mark = async (id: string, status: string) => {
      const res = await api().request('PUT', `/api/bookings/${id}/status`, {
        token: shop.owner.token,
        body: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const nobody = { visits: 0, noShows: 0, cancellations: 0, spent: 0, lastVisit: null, nextVisit: null };

    // Booked by the customer themselves.
    const own = await api().request('POST', '/api/bookings', {
      token: robin.token,
      body: { service: svc._id, business: shopId, bookingDate: LATER, startTime: '11:00', notes: '' },
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(await person(robinKey)).toEqual({
      key: robinKey,
      name: 'Robin Rebook',
      email: robin.user.email,
      phone: '+44 20 7946 0001',
      userId: robin.user.id,
      ...nobody,
      nextVisit: LATER,
      tags: [],
    });

    // Completed and no-show, on bookings the owner recorded for them.
    await mark(
      (await ownerBooks({ bookingDate: YESTERDAY, startTime: '09:00', customer: { userId: robin.user.id } }))
        ._id,
      'completed',
    );
    expect(await person(robinKey)).toMatchObject({
      visits: 1,
      spent: 20,
      lastVisit: YESTERDAY,
      nextVisit: LATER,
    });
    await mark(
      (await ownerBooks({ bookingDate: YESTERDAY, startTime: '10:00', customer: { userId: robin.user.id } }))
        ._id,
      'no-show',
    );
    expect(await person(robinKey)).toMatchObject({ visits: 1, noShows: 1, spent: 20, lastVisit: YESTERDAY });

    // Cancelled by the customer (counted), then by the business (not held against them).
    const cancelled = await api().request(
      'PUT',
      `/api/bookings/${(own.json() as Booking)._id}/cancel-by-customer`,
      {
        token: robin.token,
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await person(robinKey)).toMatchObject({ cancellations: 1, nextVisit: null });
    const later = await ownerBooks({
      bookingDate: LATER,
      startTime: '09:00',
      customer: { userId: robin.user.id },
    });
    expect(await person(robinKey)).toMatchObject({ cancellations: 1, nextVisit: LATER });
    await mark(later._id, 'cancelled');
    expect(await person(robinKey)).toMatchObject({
      visits: 1,
      noShows: 1,
      cancellations: 1,
      spent: 20,
      nextVisit: null,
    });

    // A walk-in who left only a name.
    await ownerBooks({ bookingDate: TODAY, startTime: '15:00', customer: { name: 'Wes Walkin' } });
    expect(await person('name:wes walkin')).toMatchObject({
      name: 'Wes Walkin',
      email: null,
      ...nobody,
      nextVisit: TODAY,
    });

    // A guest, who books online and is recorded as having come, then opens an account with the
    // same address and verifies it: their bookings join the account, and so does their row.
    const address = uniqueEmail('gale');
    const online = await api().request('POST', '/api/bookings/guest', {
      body: {
        service: svc._id,
        business: shopId,
        bookingDate: TOMORROW,
        startTime: '12:00',
        guestName: 'Gale Guest',
        guestEmail: address,
        guestPhone: '+44 20 7946 0002',
      },
    });
    expect(online.statusCode, online.body).toBe(201);
    await mark(
      (
        await ownerBooks({
          bookingDate: YESTERDAY,
          startTime: '11:00',
          customer: { name: 'Gale Guest', email: address },
        })
      )._id,
      'completed',
    );
    expect(await person(`email:${address}`)).toMatchObject({
      name: 'Gale Guest',
      userId: null,
      visits: 1,
      spent: 20,
      nextVisit: TOMORROW,
    });

    const gale = await registerCustomer(app, {
      name: 'Gale Account',
      email: address,
      phone: '+44 20 7946 0003',
    });
    const [mail] = await smtp.waitForMatching(
      (m) => sentTo(address)(m) && /confirm your email/i.test(m.parsed.subject ?? ''),
    );
    const verified = await api().request('POST', '/api/auth/verify-email', {
      token: gale.token,
      body: { token: accountLinkToken(mail!, 'verify-email') },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await person(`email:${address}`)).toBeUndefined();
    expect(await person(`user:${gale.user.id}`)).toMatchObject({
      name: 'Gale Account',
      email: address,
      phone: '+44 20 7946 0003',
      userId: gale.user.id,
      visits: 1,
      spent: 20,
      lastVisit: YESTERDAY,
      nextVisit: TOMORROW,
    });

    // The customer renames themselves and changes their phone: the list names, sorts and finds
    // them by the new ones.
    const renamed = await api().request('PUT', '/api/users/profile', {
      token: robin.token,
      body: { name: 'Aaron Renamed', email: robin.user.email, phone: '+44 20 7946 0999' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const everyone = await people();
    expect(everyone.map((c) => c.name)).toEqual(['Aaron Renamed', 'Gale Account', 'Wes Walkin']);
    expect(everyone[0]).toMatchObject({ key: robinKey, phone: '+44 20 7946 0999', visits: 1, noShows: 1 });
    expect((await people('renamed')).map((c) => c.key)).toEqual([robinKey]);
    expect((await people('7946 0999')).map((c) => c.key)).toEqual([robinKey]);
    expect(await people('rebook')).toEqual([]);
  });
});
