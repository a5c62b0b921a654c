// What the services say when data anyone can read changes (the directory, a business page, its
// services, a service's availability). The HTTP layer drops its ready answers on every process and
// the realtime layer tells the business page's viewers; the promise settles once every process
// has dropped them, so the writer's next read (wherever it lands) shows the write.
export type PublicChanges = {
  /** A business was created, or its profile, hours, closures or logo changed. */
  business(businessId: string): Promise<void>;
  /** A service of the business was added, changed or removed. */
  service(businessId: string, serviceId: string): Promise<void>;
  /** Bookings took or freed places of a service. */
  places(businessId: string, serviceId: string): Promise<void>;
  /** A review of the business was written, changed or answered (its rating and reviews list). */
  reviews(businessId: string): Promise<void>;
};

export const NO_PUBLIC_CHANGES: PublicChanges = {
  business: async () => {},
  service: async () => {},
  places: async () => {},
  reviews: async () => {},
};
