// Toasts: short messages that outlive a navigation (e.g. "Booking confirmed! ..." shown while the
// app moves to the dashboard). A module-level store, so any code can raise one; <Toaster/> in
// the layout shows them in live regions that exist before any message arrives.
import { useSyncExternalStore } from 'react';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

export type ToastTone = 'success' | 'error' | 'info';
export type ToastItem = { id: number; tone: ToastTone; text: string };

const DEFAULT_DURATION_MS = 7000;
let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function set(next: readonly ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

function dismissToast(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  set(items.filter((t) => t.id !== id));
}

export function showToast(text: string, tone: ToastTone = 'info', durationMs = DEFAULT_DURATION_MS): number {
  const id = nextId++;
  set([...items.slice(-3), { id, tone, text }]);
  if (durationMs > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
  return id;
}

export const toast = {
  success: (text: string, durationMs?: number) => showToast(text, 'success', durationMs),
  error: (text: string, durationMs?: number) => showToast(text, 'error', durationMs),
  info: (text: string, durationMs?: number) => showToast(text, 'info', durationMs),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const tones: Record<ToastTone, { box: string; icon: typeof InfoIcon }> = {
  success: { box: 'border-emerald-200 bg-white text-slate-900', icon: CheckCircleIcon },
  error: { box: 'border-red-200 bg-white text-slate-900', icon: AlertCircleIcon },
  info: { box: 'border-indigo-200 bg-white text-slate-900', icon: InfoIcon },
};
const iconColors: Record<ToastTone, string> = {
  success: 'text-emerald-600',
  error: 'text-red-600',
  info: 'text-indigo-600',
};

function ToastList({ list }: { list: readonly ToastItem[] }) {
  return list.map((t) => {
    const Icon = tones[t.tone].icon;
    return (
      <div
        key={t.id}
        role={t.tone === 'error' ? 'alert' : undefined}
        className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 shadow-lg ${tones[t.tone].box}`}
      >
        <Icon className={`mt-0.5 h-5 w-5 shrink-0 ${iconColors[t.tone]}`} />
        <p className="flex-1 text-sm font-medium">{t.text}</p>
        <button
          type="button"
          onClick={() => dismissToast(t.id)}
          aria-label="Dismiss notification"
          className="-m-1 flex h-11 w-11 shrink-0 sm:h-8 sm:w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    );
  });
}

export function Toaster() {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6">
      {/* One polite live region exists from the start; error toasts announce themselves (role=alert). */}
      <div role="status" className="flex w-full max-w-sm flex-col gap-2">
        <ToastList list={list} />
      </div>
    </div>
  );
}
