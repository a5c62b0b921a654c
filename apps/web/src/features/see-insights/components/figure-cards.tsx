// The range's figures as cards: the number, what makes it up, and the change since the range
// before, in words ("+3 vs previous 30 days") with an arrow and a colour for better or worse.
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/action-icons';
import type { Figure } from '../model/insight-figures';

const TONE_CLASSES = {
  better: 'text-emerald-700',
  worse: 'text-red-700',
  same: 'text-slate-600',
} as const;

function Compare({ figure }: { figure: Figure }) {
  const Arrow = figure.direction === 'up' ? ArrowUpIcon : figure.direction === 'down' ? ArrowDownIcon : null;
  return (
    <p className={`mt-1 flex items-center gap-1 text-xs font-medium ${TONE_CLASSES[figure.tone]}`}>
      {Arrow ? <Arrow className="h-3.5 w-3.5 shrink-0" /> : null}
      <span>{figure.compare}</span>
    </p>
  );
}

export function FigureCards({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" data-testid="insight-figures">
      {figures.map((figure) => (
        <div
          key={figure.id}
          className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
          data-testid={`figure-${figure.id}`}
        >
          <dt className="text-xs font-medium text-slate-600 sm:text-sm">{figure.label}</dt>
          <dd className="text-xl font-bold text-slate-900 sm:text-2xl">{figure.value}</dd>
          <dd className="text-xs text-slate-600">{figure.detail}</dd>
          <dd>
            <Compare figure={figure} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function FigureCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-xl border border-slate-200 bg-white p-4">
          <div className="h-3 w-20 rounded bg-slate-200" />
          <div className="mt-3 h-6 w-16 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-28 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
