// GET /businesses/{id}/customers/{key} (decisions.md 9.4): one customer's figures, the business's
// private note and tags, and their bookings with the business, newest first.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { customerKey } from './keys';

export function useBusinessCustomer(businessId: string | undefined, key: string) {
  return useQuery({
    queryKey: customerKey(businessId ?? '', key),
    queryFn: ({ signal }) =>
      callApi('getBusinessCustomer', { params: { id: businessId ?? '', key } }, { signal }),
    enabled: Boolean(businessId) && key !== '',
  });
}
