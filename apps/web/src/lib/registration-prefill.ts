// "No lost context" (issue 21 item 5): a guest who has just booked is offered the customer
// registration with the name, email and phone they typed already filled in. The details travel in
// the router's history state (never in storage, never in the address), and whatever arrives there
// is checked before a form uses it: history state survives reloads and can be anything.

/** The contact details a guest gave when booking, to start the customer registration with. */
export type RegistrationPrefill = { name: string; email: string; phone: string };

const STATE_KEY = 'registrationPrefill';

/** The router state (`<Link state>`, `navigate(to, { state })`) that carries the details. */
export function registrationPrefillState(prefill: RegistrationPrefill): Record<string, RegistrationPrefill> {
  return { [STATE_KEY]: prefill };
}

/** Long enough for any real value; anything longer is not a guest's own typing. */
const MAX_LENGTH = 200;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, MAX_LENGTH) : '';
}

/** The details in a location's state, or null when it carries none (or nothing usable). */
export function registrationPrefillFrom(state: unknown): RegistrationPrefill | null {
  if (!state || typeof state !== 'object') return null;
  const raw: unknown = (state as Record<string, unknown>)[STATE_KEY];
  if (!raw || typeof raw !== 'object') return null;
  const fields = raw as Record<string, unknown>;
  const prefill = { name: text(fields.name), email: text(fields.email), phone: text(fields.phone) };
  return prefill.name || prefill.email || prefill.phone ? prefill : null;
}
