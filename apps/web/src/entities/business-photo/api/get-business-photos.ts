// GET /businesses/{id}/photos (public: the business page's photos, in the owner's order). The
// business page and the owner's photo manager read it; the manager's changes put its answers here.
import type { BusinessPhoto } from '@booklane/shared/schemas';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const photosKey = (businessId: string | undefined) => ['business-photos', businessId ?? ''] as const;

export const businessPhotosQuery = (businessId: string | undefined) =>
  queryOptions({
    queryKey: photosKey(businessId),
    queryFn: ({ signal }): Promise<BusinessPhoto[]> =>
      callApi('listBusinessPhotos', { params: { id: businessId ?? '' } }, { signal }),
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });

export function useBusinessPhotos(businessId: string | undefined) {
  return useQuery(businessPhotosQuery(businessId));
}

/** The photos as the server answered a change (a new order), or asked again after one. */
export async function setBusinessPhotos(
  queryClient: QueryClient,
  businessId: string,
  photos?: BusinessPhoto[],
): Promise<void> {
  if (photos) queryClient.setQueryData(photosKey(businessId), photos);
  else await queryClient.invalidateQueries({ queryKey: photosKey(businessId) });
}
