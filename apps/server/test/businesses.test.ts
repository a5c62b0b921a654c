import {
  addDays,
  AUTH_MESSAGES,
  VALIDATION_MESSAGES as M,
  defaultSchedule,
  todayInZone,
  weekdayOfDate,
  WEEKDAYS,
} from '@booklane/shared/domain';
import type { ServiceAvailability } from '@booklane/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  businessInput,
  client,
  createBusiness,
  registerBusinessOwner,
  registerCustomer,
  uniqueUsername,
} from './helpers/api';
import { describeEachBackend } from './helpers/backends';
import { createListedBusiness, createService } from './helpers/bookings';

describeEachBackend('businesses', (scratch) => {
  let app: FastifyInstance;
  const api = () => client(app);
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off', DEFAULT_TIMEZONE: 'Europe/Berlin' }));
  });
  afterAll(async () => app?.close());

  it('creates a business with a lowercased username and the default time zone', async () => {
    const owner = await registerBusinessOwner(app);
    const username = uniqueUsername('MyShop');
    const res = await api().request('POST', '/api/businesses', {
      token: owner.token,
      body: businessInput({
        username: `  ${username.toUpperCase()} `,
        websiteLink: '',
        facebookLink: 'https://facebook.com/x',
      }),
    });
    expect(res.statusCode).toBe(201);
    const business = res.json();
    expect(business).toMatchObject({
      username: username.toLowerCase(),
      timezone: 'Europe/Berlin',
      websiteLink: null,
      facebookLink: 'https://facebook.com/x',
      schedule: null,
      logo: null,
      customCurrency: null,
    });
    expect(business._id).toMatch(/^[0-9a-f-]{36}$/);

    const byUsername = await api().request('GET', `/api/businesses/u/${username.toLowerCase()}`);
    expect(byUsername.statusCode).toBe(200);
    expect(byUsername.json()._id).toBe(business._id);
    const byId = await api().request('GET', `/api/businesses/detail/${business._id}`);
    expect(byId.json().name).toBe('Test Salon');
    const mine = await api().request('GET', '/api/businesses/my-businesses', { token: owner.token });
    expect(mine.json()[0]._id).toBe(business._id);
  });

  it("starts a new business with the spec's lunch break, which its times leave out; given breaks replace it", async () => {
    const owner = await registerBusinessOwner(app);
    const { breakHours: _none, ...asTheWebSendsIt } = businessInput();
    const res = await api().request('POST', '/api/businesses', { token: owner.token, body: asTheWebSendsIt });
    expect(res.statusCode, res.body).toBe(201);
    const lunch = { name: 'Lunch Break', start: '12:00', end: '13:00', days: WEEKDAYS.slice(0, 5) };
    expect(res.json().breakHours).toEqual([lunch]);
    // Its first member keeps the business's breaks: a weekday's times skip the hour.
    const service = await createService(app, owner, res.json()._id, { name: 'Cut', duration: 30 });
    // The next Monday, a week ahead at most: inside the booking window, past today's notice.
    let monday = addDays(todayInZone(new Date(), 'Europe/Berlin'), 1);
    while (weekdayOfDate(monday) !== 'monday') monday = addDays(monday, 1);
    const answer = await api().request(
      'GET',
      `/api/services/${service._id}/availability?from=${monday}&to=${monday}`,
    );
    const times = (answer.json() as ServiceAvailability).days[0]!.slots.map((slot) => slot.startTime);
    expect(times).toContain('11:30');
    expect(times).not.toContain('12:00');
    expect(times).not.toContain('12:30');
    expect(times).toContain('13:00');

    const other = await registerBusinessOwner(app);
    const own = [{ name: 'Siesta', start: '14:00', end: '15:00', days: ['monday'] }];
    const given = await api().request('POST', '/api/businesses', {
      token: other.token,
      body: businessInput({ breakHours: own }),
    });
    expect(given.json().breakHours).toEqual(own);
  });

  it('refuses a taken username, a reserved one and a malformed one with the spec messages', async () => {
    const { business } = await createBusiness(app);
    const owner = await registerBusinessOwner(app);
    const taken = await api().request('POST', '/api/businesses', {
      token: owner.token,
      body: businessInput({ username: business.username.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(AUTH_MESSAGES.usernameTaken);

    for (const [username, message] of [
      ['login', M.usernameReserved],
      ['-shop', M.usernameEdges],
      ['shop_', M.usernameEdges],
      ['ab', M.usernameTooShort],
      ['a'.repeat(31), M.usernameTooLong],
      ['my shop', M.usernameCharacters],
    ] as const) {
      const res = await api().request('POST', '/api/businesses', {
        token: owner.token,
        body: businessInput({ username }),
      });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().details).toContainEqual({ path: 'username', message });
    }
  });

  it('requires the custom currency abbreviation when the currency is other', async () => {
    const owner = await registerBusinessOwner(app);
    const res = await api().request('POST', '/api/businesses', {
      token: owner.token,
      body: businessInput({ currency: 'other', customCurrency: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path: 'customCurrency', message: M.customCurrencyRequired });
    const ok = await api().request('POST', '/api/businesses', {
      token: owner.token,
      body: businessInput({ currency: 'other', customCurrency: 'BTC' }),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ currency: 'other', customCurrency: 'BTC' });
  });

  it('allows one business per account', async () => {
    const { owner } = await createBusiness(app);
    const res = await api().request('POST', '/api/businesses', { token: owner.token, body: businessInput() });
    expect(res.statusCode).toBe(409);
  });

  it('updates the business (description required) and its schedule, for the owner only', async () => {
    const { owner, business } = await createBusiness(app);
    const other = await createBusiness(app);
    const customer = await registerCustomer(app);
    const update = businessInput({
      username: business.username,
      name: 'Renamed',
      description: 'Now with a description',
      timezone: 'America/New_York',
    });

    const noDescription = await api().request('PUT', `/api/businesses/${business._id}`, {
      token: owner.token,
      body: { ...update, description: '' },
    });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().details).toContainEqual({
      path: 'description',
      message: M.descriptionRequired,
    });

    const ok = await api().request('PUT', `/api/businesses/${business._id}`, {
      token: owner.token,
      body: update,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Renamed', timezone: 'America/New_York' });

    expect((await api().request('PUT', `/api/businesses/${business._id}`, { body: update })).statusCode).toBe(
      401,
    );
    expect(
      (
        await api().request('PUT', `/api/businesses/${business._id}`, {
          token: other.owner.token,
          body: update,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api().request('PUT', `/api/businesses/${business._id}`, { token: customer.token, body: update }))
        .statusCode,
    ).toBe(403);

    const schedule = defaultSchedule();
    schedule.saturday = { start: '10:00', end: '14:00', isOpen: true };
    const saved = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().schedule.saturday).toEqual({ start: '10:00', end: '14:00', isOpen: true });

    const backwards = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: { ...schedule, monday: { start: '17:00', end: '09:00', isOpen: true } } },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].path).toMatch(/^schedule\.monday/);

    const missingDay = await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
      token: owner.token,
      body: { schedule: { monday: schedule.monday } },
    });
    expect(missingDay.statusCode).toBe(400);
    expect(
      (
        await api().request('PUT', `/api/businesses/${business._id}/update-schedule`, {
          token: other.owner.token,
          body: { schedule },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lists the directory with search and category filter', async () => {
    // Listed once they have a live service (decisions.md 9.2).
    await createListedBusiness(app, { name: 'Zebra Cuts 50% Off', category: 'salon' });
    await createListedBusiness(app, { name: 'Zebra Garage', category: 'automotive' });
    const all = await api().request('GET', '/api/businesses');
    expect(all.statusCode).toBe(200);
    expect(all.json().length).toBeGreaterThanOrEqual(2);
    const search = await api().request('GET', '/api/businesses?search=zebra');
    expect(
      search
        .json()
        .map((b: { name: string }) => b.name)
        .sort(),
    ).toEqual(['Zebra Cuts 50% Off', 'Zebra Garage']);
    const filtered = await api().request('GET', '/api/businesses?search=zebra&category=automotive');
    expect(filtered.json().map((b: { name: string }) => b.name)).toEqual(['Zebra Garage']);
    const literalPercent = await api().request('GET', `/api/businesses?search=${encodeURIComponent('50%')}`);
    expect(literalPercent.json().map((b: { name: string }) => b.name)).toEqual(['Zebra Cuts 50% Off']);
    const badCategory = await api().request('GET', '/api/businesses?category=casino');
    expect(badCategory.statusCode).toBe(400);
  });

  it('answers 404 for unknown and malformed ids and usernames', async () => {
    for (const url of [
      '/api/businesses/u/nobody-here',
      '/api/businesses/detail/00000000-0000-4000-8000-000000000000',
      '/api/businesses/detail/not-a-uuid',
      "/api/businesses/detail/1'%20or%20'1'='1",
    ]) {
      const res = await api().request('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Business not found');
    }
  });

  it('never lets a customer create a business', async () => {
    const customer = await registerCustomer(app);
    const res = await api().request('POST', '/api/businesses', {
      token: customer.token,
      body: businessInput(),
    });
    expect(res.statusCode).toBe(403);
    const mine = await api().request('GET', '/api/businesses/my-businesses', { token: customer.token });
    expect(mine.statusCode).toBe(403);
  });
});

describeEachBackend('business registration', (scratch) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(scratch().config({ RATE_LIMITS: 'off' }));
  });
  afterAll(async () => app?.close());

  it('creates the business from the registration form alone (username and name)', async () => {
    const owner = await registerBusinessOwner(app, { name: 'Coach Kim' });
    const username = uniqueUsername('coach');
    const res = await client(app).request('POST', '/api/businesses', {
      token: owner.token,
      body: { username, name: 'Coach Kim' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username,
      name: 'Coach Kim',
      category: 'other',
      currency: 'USD',
      email: owner.user.email,
    });
    const page = await client(app).request('GET', `/api/businesses/u/${username}`);
    expect(page.statusCode).toBe(200);
  });
});
