// A modal dialog on the native <dialog> element: the browser makes the rest of the page inert
// (focus stays inside), Escape closes it, and it sits in the top layer. We add: controlled
// open state, focus returned to where it was, no page scroll behind, backdrop click to close.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

type Size = 'md' | 'lg' | '2xl';
const widths: Record<Size, string> = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' };

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  icon,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: Size;
  closeLabel?: string;
  icon?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // React's autoFocus runs while the dialog is still closed; a control marked data-autofocus
    // takes the focus once it is open (else the browser focuses the first control).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      // Back to the control that opened it, when it is still on the page.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: let the owner decide (it controls `open`).
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${widths[size]} max-h-[90vh] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 backdrop:backdrop-blur-[2px]`}
    >
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
          {icon ? <div className="mt-0.5 shrink-0">{icon}</div> : null}
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 sm:text-xl">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-0.5 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={closeLabel}
            className="-mr-2 -mt-1 flex h-11 w-11 shrink-0 sm:h-10 sm:w-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        {footer ? (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
