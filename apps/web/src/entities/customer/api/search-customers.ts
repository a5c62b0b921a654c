// GET /businesses/{id}/customers?search= (decisions.md 9.4): the people who booked with the
// business, found by name, email or phone as the owner types (the new booking dialog). Only the
// first page: the dialog shows the best matches, the search narrows them.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { customersKey } from './keys';

/** Fewer characters than this find too many people to be useful. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
const SUGGESTIONS = 8;

export function useCustomerSearch(businessId: string, search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: [...customersKey(businessId), 'search', text] as const,
    queryFn: ({ signal }) =>
      callApi(
        'listBusinessCustomers',
        { params: { id: businessId }, query: { search: text, limit: SUGGESTIONS } },
        { signal },
      ),
    enabled: text.length >= CUSTOMER_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
