import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** Move up / Move down: stays focusable at the ends (aria-disabled), so the focus is never lost. */
export function MoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={buttonClasses('ghost', 'sm', 'px-2')}
    >
      {children}
    </button>
  );
}
