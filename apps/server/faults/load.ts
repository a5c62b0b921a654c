// Booking load for the fault tests: workers keep creating guest bookings and record every answer.
export type Outcome = { status: number; id?: string; message?: string; at: number };

export function bookingLoad(opts: {
  base: () => string;
  body: (i: number) => Record<string, unknown>;
  workers: number;
  durationMs: number;
}) {
  const outcomes: Outcome[] = [];
  let counter = 0;
  const end = Date.now() + opts.durationMs;
  const run = async () => {
    while (Date.now() < end) {
      const i = counter++;
      try {
        const res = await fetch(`${opts.base()}/api/bookings/guest`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(opts.body(i)),
          signal: AbortSignal.timeout(15_000),
        });
        const json = (await res.json().catch(() => ({}))) as { _id?: string; message?: string };
        outcomes.push({ status: res.status, id: json._id, message: json.message, at: Date.now() });
      } catch {
        // Connection refused or reset: the server is down. Nothing was acknowledged.
        outcomes.push({ status: 0, at: Date.now() });
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const done = Promise.all(Array.from({ length: opts.workers }, run)).then(() => outcomes);
  return { outcomes, done };
}

export async function json(
  base: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const body = (await res.json()) as Record<string, unknown> & { _id: string; token: string };
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A business owner, a business and one unlimited flexible service, made through the API. */
export async function setupBusiness(base: string) {
  const owner = await json(base, '/api/auth/register', {
    method: 'POST',
    body: {
      role: 'business',
      name: 'Fault Owner',
      email: `owner-${Date.now()}@faults.test`,
      password: 'secret123',
    },
  });
  const business = await json(base, '/api/businesses', {
    method: 'POST',
    token: owner.token,
    body: { username: `faults-${Date.now()}`, name: 'Fault Tolerant Garage' },
  });
  const service = await json(base, '/api/services', {
    method: 'POST',
    token: owner.token,
    body: { business: business._id, name: 'Quote', bookingType: 'flexible', hasDuration: false, price: 10 },
  });
  return { token: owner.token, businessId: business._id, serviceId: service._id };
}

export const guestBooking = (serviceId: string, businessId: string) => (i: number) => ({
  service: serviceId,
  business: businessId,
  guestName: `Guest ${i}`,
  guestEmail: `guest${i}@faults.test`,
  guestPhone: '+1 555 0100',
});
