// @vitest-environment happy-dom
// The Customers tab: everyone who booked, each row with their figures and tags, opening their page;
// the search asks once the owner stops typing (not at each key); "Load more" follows the cursor;
// an empty business and a search without match each say so.
import type { CustomerListResponse, CustomerSummary } from '@booklane/shared/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBusiness, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith, type SentRequest } from '@/test-utils/render';
import { CustomersTab } from './customers-tab';

cleanUpAfterEach();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };

function aCustomer(overrides: Partial<CustomerSummary>): CustomerSummary {
  return {
    key: 'email:ana@example.com',
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '+1 555 0101',
    userId: null,
    visits: 3,
    noShows: 1,
    cancellations: 0,
    spent: 195,
    lastVisit: '2026-02-20',
    nextVisit: '2026-03-10',
    tags: ['VIP'],
    ...overrides,
  };
}

const ana = aCustomer({});
const ben = aCustomer({
  key: 'user:4f6b8d2e-7a1f-4b9c-8d11-5e0c9d1a3c41',
  name: 'Ben Okafor',
  email: 'ben@example.com',
  phone: null,
  userId: '4f6b8d2e-7a1f-4b9c-8d11-5e0c9d1a3c41',
  visits: 1,
  noShows: 0,
  spent: 65,
  lastVisit: '2025-11-02',
  nextVisit: null,
  tags: [],
});
const cleo = aCustomer({
  key: 'phone:+15550199',
  name: 'Cleo Walk-in',
  email: null,
  phone: '+1 555 0199',
  tags: [],
});

const PATH = `/api/businesses/${BUSINESS_ID}/customers`;
const listCalls = (sent: SentRequest[]) =>
  sent.filter((r) => r.path === PATH).map((r) => Object.fromEntries(r.query.entries()));

function renderTab(answer: (request: SentRequest) => CustomerListResponse) {
  const sent = answerApi({ [`GET ${PATH}`]: answer });
  const view = renderWith(<CustomersTab business={aBusiness()} canExport />, { user: owner });
  return { sent, ...view };
}

const rows = () => screen.getAllByTestId('customer-row');

describe('CustomersTab', () => {
  it("lists each customer with their figures and tags, each opening the customer's page", async () => {
    renderTab(() => ({ customers: [ana, ben], nextCursor: null }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    const link = within(first).getByRole('link', { name: 'Ana Souza' });
    expect(link.getAttribute('href')).toBe('/business/customers/email%3Aana%40example.com');
    expect(first.textContent).toContain('ana@example.com');
    expect(first.textContent).toContain('+1 555 0101');
    expect(first.textContent).toContain('Guest');
    const facts = within(first)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      'Visits: 3 visits',
      'No-shows: 1',
      'Cancellations: 0',
      'Spent: $195.00',
      'Last visit: Fri, Feb 20',
      'Next visit: Tue, Mar 10',
    ]);
    expect(
      within(within(first).getByRole('list', { name: 'Tags of Ana Souza' })).getByText('VIP'),
    ).toBeTruthy();

    // An account holder: no Guest mark; a visit of another year says its year.
    expect(second.textContent).not.toContain('Guest');
    expect(second.textContent).toContain('Last visit' + 'Sun, Nov 2, 2025');
    expect(second.textContent).toContain('Next visit' + 'None booked');
  });

  it('searches once the owner stops typing, and loads more with the cursor', async () => {
    const { sent, user } = renderTab(({ query }) => {
      if (query.get('search') === 'an') return { customers: [ana], nextCursor: null };
      if (query.get('cursor') === 'page-2') return { customers: [cleo], nextCursor: null };
      return { customers: [ana, ben], nextCursor: 'page-2' };
    });
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(listCalls(sent).at(-1)).toEqual({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.type(screen.getByLabelText('Search by name, email or phone'), 'an');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain('Ana Souza');
    // One request for the whole word, none for its first letter.
    expect(listCalls(sent).map((q) => q.search ?? null)).toEqual([null, null, 'an']);
  });

  it('says when nobody booked yet, and when nobody matches', async () => {
    const { user } = renderTab(() => ({ customers: [], nextCursor: null }));
    expect(await screen.findByText('No customers yet')).toBeTruthy();
    await user.type(screen.getByLabelText('Search by name, email or phone'), 'zoe');
    expect(await screen.findByText('No one matches your search')).toBeTruthy();
    expect(screen.getByText(/Nobody who booked has “zoe”/)).toBeTruthy();
  });
});
