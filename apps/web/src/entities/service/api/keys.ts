// The services' cache keys: a business's services (the owner's full list, the visitors' active
// ones, the one a reschedule needs are one answer) and each service's availability.

/** A business's services. */
export const servicesKey = (businessId: string | undefined) => ['services', 'business', businessId] as const;

/** Every cached availability of every service: after hours or time off changed (team, blocks). */
export const ALL_AVAILABILITY_KEY = ['service-availability'] as const;

/** Every cached availability range of one service: invalidated when a booking takes or frees a place. */
export const serviceAvailabilityKey = (serviceId: string) => [...ALL_AVAILABILITY_KEY, serviceId] as const;
