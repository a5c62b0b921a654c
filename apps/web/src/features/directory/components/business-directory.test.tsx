// @vitest-environment happy-dom
// The directory's filters (issue 39 item 5): the price range, the city or area and a free time
// are asked of the server with the search; a misspelt search offers its better spelling as a link
// that runs it; each card names the service it was found by, with its price.
import { OPERATIONS } from '@booklane/shared/api/operations';
import type { DirectoryPage } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { aBusiness, SERVICE_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith, type SentRequest } from '@/test-utils/render';
import { BusinessDirectory } from './business-directory';

cleanUpAfterEach();

const route = `${OPERATIONS.listDirectoryPage.method} ${OPERATIONS.listDirectoryPage.path}`;
const rating = { average: null, count: 0 };
const luxe = { ...aBusiness(), rating };
const page = (
  businesses: DirectoryPage['businesses'],
  extra: Partial<DirectoryPage> = {},
): DirectoryPage => ({
  businesses,
  total: businesses.length,
  hasMore: false,
  ...extra,
});
const lastSearch = (sent: SentRequest[]) =>
  Object.fromEntries(sent.filter((r) => r.path === OPERATIONS.listDirectoryPage.path).at(-1)!.query);

it('asks the server for the price range, city or area and a free time, and names the matching service', async () => {
  const sent = answerApi({
    [route]: ({ query }) =>
      page(
        query.get('free') === 'today'
          ? [{ ...luxe, matchingService: { _id: SERVICE_ID, name: "Women's Haircut", price: 25 } }]
          : [luxe],
      ),
  });
  const { user } = renderWith(<BusinessDirectory />);
  await screen.findByRole('heading', { name: luxe.name });

  await fill(user, screen.getByLabelText('Search businesses'), 'haircut');
  const more = screen.getByRole('button', { name: 'More filters' });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByLabelText('City or area')).toBeNull();
  await user.click(more);
  expect(more.getAttribute('aria-expanded')).toBe('true');
  await fill(user, await screen.findByLabelText('Lowest price'), '10');
  await fill(user, screen.getByLabelText('Highest price'), '30');
  await fill(user, screen.getByLabelText('City or area'), 'Brooklyn');
  await user.selectOptions(screen.getByLabelText('Free'), 'Free today');

  await vi.waitFor(() =>
    expect(lastSearch(sent)).toEqual({
      search: 'haircut',
      minPrice: '10',
      maxPrice: '30',
      city: 'Brooklyn',
      free: 'today',
    }),
  );
  const card = (await screen.findByText("Women's Haircut")).closest('li')!;
  expect(card.textContent).toContain("Women's Haircut · $25.00");
  expect(within(card).getByRole('heading').textContent).toBe(luxe.name);
  expect(more.textContent).toBe('More filters (3)');
});

it('shows "More filters" open from the start when the address sets one of them, with their count', async () => {
  const sent = answerApi({ [route]: () => page([luxe]) });
  const { user } = renderWith(<BusinessDirectory />, { url: '/?city=Brooklyn&maxPrice=30' });

  const more = screen.getByRole('button', { name: 'More filters (2)' });
  expect(more.getAttribute('aria-expanded')).toBe('true');
  expect(((await screen.findByLabelText('City or area')) as HTMLInputElement).value).toBe('Brooklyn');
  expect((screen.getByLabelText('Highest price') as HTMLInputElement).value).toBe('30');
  expect((screen.getByLabelText('Free') as HTMLSelectElement).value).toBe('');
  await vi.waitFor(() => expect(lastSearch(sent)).toEqual({ city: 'Brooklyn', maxPrice: '30' }));

  // Closed, the fields are out of the way; their filters still apply and are counted.
  await user.click(more);
  expect(more.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByLabelText('City or area')).toBeNull();
  expect(more.textContent).toBe('More filters (2)');
});

it('offers the better spelling of a misspelt search as a link that runs it', async () => {
  const sent = answerApi({
    [route]: ({ query }) =>
      query.get('search') === 'hairct'
        ? page([luxe], { didYouMean: 'haircut' })
        : page(query.get('search') === 'haircut' ? [luxe] : []),
  });
  const { user } = renderWith(<BusinessDirectory />);
  await fill(user, screen.getByLabelText('Search businesses'), 'hairct');

  const link = await screen.findByRole('link', { name: '“haircut”' });
  expect(link.parentElement?.textContent).toBe('Did you mean “haircut”?');
  await user.click(link);

  await vi.waitFor(() => expect(lastSearch(sent)).toEqual({ search: 'haircut' }));
  expect((screen.getByLabelText('Search businesses') as HTMLInputElement).value).toBe('haircut');
  await vi.waitFor(() => expect(screen.queryByRole('link', { name: '“haircut”' })).toBeNull());
});

it('says when the lowest price is above the highest, and does not ask the server for it', async () => {
  const sent = answerApi({ [route]: () => page([luxe]) });
  const { user } = renderWith(<BusinessDirectory />);
  await user.click(screen.getByRole('button', { name: 'More filters' }));
  await fill(user, await screen.findByLabelText('Lowest price'), '50');
  await fill(user, screen.getByLabelText('Highest price'), '20');

  expect((await screen.findByRole('alert')).textContent).toBe(
    'The lowest price must not be above the highest price',
  );
  expect(screen.getByLabelText('Highest price').getAttribute('aria-invalid')).toBe('true');
  await vi.waitFor(() => expect(lastSearch(sent)).toEqual({ minPrice: '50' }));
  expect(sent.some((r) => r.query.get('maxPrice') === '20')).toBe(false);
});
