// An in-app replacement for window.confirm (decisions.md section 7): the exact question, a
// confirm and a cancel button; Escape or the backdrop cancel. Focus starts on Cancel, so Enter
// never confirms a destructive action by accident. More controls (a reason to give) may follow
// the question. (React's autoFocus would run before the dialog opens, and the browser would then
// focus the first control, the close button: Dialog focuses the control marked data-autofocus.)
import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { Dialog } from './dialog';
import { AlertCircleIcon } from './icons';
import { Spinner } from './spinner';

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  confirmDisabled = false,
  children,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  /** The answer is not ready yet (an invalid field below the question). */
  confirmDisabled?: boolean;
  /** Shown under the question. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      icon={
        <span
          className={`flex h-9 w-9 items-center justify-center rounded-full ${
            tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-amber-50 text-amber-600'
          }`}
        >
          <AlertCircleIcon />
        </span>
      }
      footer={
        <>
          <button type="button" data-autofocus onClick={onCancel} className={buttonClasses('secondary')}>
            {cancelLabel}
          </button>
          <button
            type="button"
            disabled={busy || confirmDisabled}
            onClick={onConfirm}
            className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}
          >
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-slate-700">{message}</p>
      {children ? <div className="mt-4">{children}</div> : null}
    </Dialog>
  );
}
