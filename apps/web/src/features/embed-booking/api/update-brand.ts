// PUT /businesses/{id}/brand `{ brandColor }` (decisions.md 9.5): the colour of the embedded booking
// and its button (`#rrggbb`, or null for Booklane's own). Every screen showing the business reads
// it again (its public reads carry the colour).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { callApi } from '@/lib/api-client';

export function useUpdateBrand(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brandColor: string | null) =>
      callApi('updateBrand', { params: { id: businessId }, body: { brandColor } }),
    onSuccess: () => refreshOwnBusiness(queryClient),
  });
}
