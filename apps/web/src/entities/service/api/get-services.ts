// GET /services/business/{businessId}: a business's services. One cached answer serves every
// screen: the owner's Services tab sees all of them, live or offline (the server answers the
// owner every one); the public page lists the active ones (spec section 5); a reschedule needs the
// booked one as it is bookable now.
import type { Service } from '@booklane/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { servicesKey } from './keys';

export const servicesQuery = (businessId: string | null | undefined) =>
  queryOptions({
    queryKey: servicesKey(businessId ?? undefined),
    queryFn: ({ signal }) =>
      callApi('listServices', { params: { businessId: businessId ?? '' } }, { signal }),
    enabled: Boolean(businessId),
  });

const active = (services: Service[]) => services.filter((service) => service.isActive);

/** Every service the caller may see (the owner: all of them). */
export function useServices(businessId: string) {
  return useQuery(servicesQuery(businessId));
}

/** The services visitors can book. */
export function useActiveServices(businessId: string | undefined) {
  return useQuery({ ...servicesQuery(businessId), select: active });
}

/**
 * The service of a booking as it is bookable now: undefined while loading, null when it was
 * deleted or taken offline (no new time can be chosen online).
 */
export function useBookableService(
  businessId: string | null | undefined,
  serviceId: string | null | undefined,
) {
  return useQuery({
    ...servicesQuery(businessId),
    enabled: Boolean(businessId && serviceId),
    select: (services) => services.find((service) => service._id === serviceId && service.isActive) ?? null,
  });
}
