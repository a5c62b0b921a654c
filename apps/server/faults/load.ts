// Write loads for the fault tests: workers keep POSTing and record every answer.
import { buildPath } from '@booklane/shared/api/operation-routes';
import { OPERATIONS, type OperationId } from '@booklane/shared/api/operations';

/** The path of an operation of the route table, its parameters filled in. */
function apiPath(id: OperationId, params: Record<string, string> = {}): string {
  return buildPath(OPERATIONS[id].path, params);
}

export type Outcome = { status: number; id?: string; message?: string; at: number };

/**
 * Workers each POST `request(i)` until the time is up, or sooner once `until(outcomes)` holds;
 * connection failures count as status 0.
 */
export function writeLoad(opts: {
  base: () => string;
  request: (i: number, worker: number) => { path: string; body: unknown; token?: string };
  workers: number;
  durationMs: number;
  until?: (outcomes: readonly Outcome[]) => boolean;
  /**
   * Go on past durationMs (for up to 30 s more) until this many writes were acknowledged, so a
   * machine slowed by other work still puts the load the test counts on.
   */
  atLeast?: number;
}) {
  const outcomes: Outcome[] = [];
  let counter = 0;
  const end = Date.now() + opts.durationMs;
  const hardEnd = end + 30_000;
  const acknowledged = () => outcomes.filter((o) => o.status === 201).length;
  const goOn = () => {
    if (opts.until?.(outcomes)) return false;
    const now = Date.now();
    if (now < end) return true;
    return now < hardEnd && acknowledged() < (opts.atLeast ?? 0);
  };
  const run = async (worker: number) => {
    while (goOn()) {
      const { path, body, token } = opts.request(counter++, worker);
      try {
        const res = await fetch(`${opts.base()}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
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
  const done = Promise.all(Array.from({ length: opts.workers }, (_, w) => run(w))).then(() => outcomes);
  return { outcomes, done, acknowledged };
}

/** Guest bookings. */
export function bookingLoad(opts: {
  base: () => string;
  body: (i: number) => Record<string, unknown>;
  workers: number;
  durationMs: number;
  until?: (outcomes: readonly Outcome[]) => boolean;
  atLeast?: number;
}) {
  return writeLoad({
    ...opts,
    request: (i) => ({ path: apiPath('createGuestBooking'), body: opts.body(i) }),
  });
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

/** `json` for an operation of the route table: its method, its path (parameters filled in). */
export function callApi(
  base: string,
  id: OperationId,
  {
    params,
    query = '',
    ...init
  }: { params?: Record<string, string>; query?: string; token?: string; body?: unknown } = {},
) {
  return json(base, `${apiPath(id, params)}${query}`, { ...init, method: OPERATIONS[id].method });
}

/** A business owner, a business and one unlimited flexible service, made through the API. */
export async function setupBusiness(base: string) {
  const owner = await callApi(base, 'register', {
    body: {
      role: 'business',
      name: 'Fault Owner',
      email: `owner-${Date.now()}@faults.test`,
      password: 'secret123',
    },
  });
  const business = await callApi(base, 'createBusiness', {
    token: owner.token,
    // No reminders: every message these tests cause is due at once.
    body: { username: `faults-${Date.now()}`, name: 'Fault Tolerant Garage', reminderLeadMinutes: [] },
  });
  const service = await callApi(base, 'createService', {
    token: owner.token,
    // Any number of quotes at once: these tests count bookings, not places.
    body: {
      business: business._id,
      name: 'Quote',
      bookingType: 'flexible',
      hasDuration: false,
      price: 10,
      hasSlotLimit: false,
    },
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

/** A customer account and its chat with the business. */
export async function setupCustomerChat(base: string, businessId: string, n: number) {
  const customer = await callApi(base, 'register', {
    body: {
      role: 'customer',
      name: `Fault Customer ${n}`,
      email: `customer-${n}-${Date.now()}@faults.test`,
      password: 'secret123',
      phone: '+1 555 0100',
    },
  });
  const chat = await callApi(base, 'openChatWithBusiness', { params: { businessId }, token: customer.token });
  return { token: customer.token, chatId: chat._id };
}

/** Every message of a chat, oldest first, read page by page. */
export async function allMessages(base: string, chatId: string, token: string) {
  const messages: Array<{ _id: string; content: string }> = [];
  for (let page = 1; ; page++) {
    const body = (await callApi(base, 'listMessages', {
      params: { chatId },
      query: `?page=${page}&limit=100`,
      token,
    })) as unknown as { messages: Array<{ _id: string; content: string }>; hasMore: boolean };
    messages.unshift(...body.messages);
    if (!body.hasMore) return messages;
  }
}
