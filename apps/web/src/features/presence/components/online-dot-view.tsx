// How the online dot of a business looks in each state (spec section 2): checking, online,
// offline or connection issues. Apart from online-dot.tsx so that a page can show the checking
// state while the live status (and the realtime client under it) is still loading.
import type { OnlineDotState } from '../hooks/use-business-status';

const LOOK: Record<OnlineDotState, { dot: string; text: string }> = {
  checking: { dot: 'bg-slate-300 animate-pulse', text: 'Checking…' },
  online: { dot: 'bg-emerald-500', text: 'Online' },
  offline: { dot: 'bg-slate-400', text: 'Offline' },
  'connection-issues': { dot: 'bg-amber-500', text: 'connection issues' },
};

export function OnlineDotView({ state }: { state: OnlineDotState }) {
  const look = LOOK[state];
  return (
    <span
      role="status"
      data-state={state}
      className="inline-flex items-center gap-1.5 text-sm text-slate-700"
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ring-2 ring-white ${look.dot}`} />
      <span>
        <span className="sr-only">Business status: </span>
        {look.text}
      </span>
    </span>
  );
}
