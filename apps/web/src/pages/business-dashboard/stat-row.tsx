// The dashboard's stat row (spec section 2): Total Services, Active Bookings, Confirmed, Live
// Services. Compact, one line on wide screens, so the day's calendar below is the first thing seen.
import type { ReactNode } from 'react';

function Stat({ label, value, accent }: { label: string; value: number | null; accent: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 rounded-xl border border-slate-200 bg-white px-3 py-1.5 shadow-sm sm:justify-start">
      <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
      <dd className={`text-lg font-bold ${accent}`}>
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
    <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4" aria-label="Summary">
      <Stat label="Total Services" value={totalServices} accent="text-slate-900" />
      <Stat label="Active Bookings" value={activeBookings} accent="text-indigo-700" />
      <Stat label="Confirmed" value={confirmed} accent="text-emerald-700" />
      <Stat label="Live Services" value={liveServices} accent="text-violet-700" />
    </dl>
  );
}
