// GET /businesses/{id}/customers?search=&cursor= (decisions.md 9.4): the Customers tab's list, a
// page at a time ("Load more" follows `nextCursor`), narrowed by the search text.
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { customerListKey } from './keys';

export function useCustomerList(businessId: string, search: string) {
  const text = search.trim();
  return useInfiniteQuery({
    queryKey: customerListKey(businessId, text),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'listBusinessCustomers',
        { params: { id: businessId }, query: { search: text || undefined, cursor: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The list stays while a new search loads, so it does not flash empty at each keystroke.
    placeholderData: keepPreviousData,
  });
}
