import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

type Tone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

/**
 * A message box. Errors are announced at once (role=alert); the others politely (role=status).
 * Keep it mounted and change its text when the message can change while the screen is open.
 * `onRetry` gives it the usual 'Try again' button (a failed load), `retryClassName` that button's look.
 */
export function Alert({
  tone = 'error',
  title,
  children,
  action,
  onRetry,
  retryClassName = buttonClasses('secondary', 'sm'),
  id,
  className = '',
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
  onRetry?: () => void;
  retryClassName?: string;
  id?: string;
  className?: string;
}) {
  const retry = onRetry ? (
    <button type="button" onClick={onRetry} className={retryClassName}>
      Try again
    </button>
  ) : null;
  const IconFor = tone === 'success' ? CheckCircleIcon : tone === 'error' ? AlertCircleIcon : InfoIcon;
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <IconFor className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
        {action || retry ? <div className="mt-3">{action ?? retry}</div> : null}
      </div>
    </div>
  );
}
