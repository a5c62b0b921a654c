// The insights' cache key: a business's figures, per range. A report read when the tab opens or
// its range changes; a booking change does not reload it while it shows.
export const insightsKey = (businessId: string) => ['insights', businessId] as const;
