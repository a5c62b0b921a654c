// The dashboard's stat row (spec section 2): Total Services, Active Bookings, Confirmed, Live Services.
import type { ReactNode } from 'react';

function Stat({ label, value, accent }: { label: string; value: number | null; accent: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold sm:text-3xl ${accent}`}>
        {value === null ? <span className="text-slate-300">–</span> : value}
      </dd>
    </div>
  );
}

export function StatRow({
  totalServices,
  activeBookings,
  confirmed,
  liveServices,
}: Record<'totalServices' | 'activeBookings' | 'confirmed' | 'liveServices', number | null>): ReactNode {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Summary">
      <Stat label="Total Services" value={totalServices} accent="text-slate-900" />
      <Stat label="Active Bookings" value={activeBookings} accent="text-indigo-700" />
      <Stat label="Confirmed" value={confirmed} accent="text-emerald-700" />
      <Stat label="Live Services" value={liveServices} accent="text-violet-700" />
    </dl>
  );
}
