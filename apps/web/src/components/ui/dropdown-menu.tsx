// A menu button (WAI-ARIA menu button pattern): Enter/Space/ArrowDown open it on the first item,
// ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus to the button;
// Tab or a click outside closes it. Items are links or actions.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItem =
  | { kind: 'link'; label: string; to: string; icon?: ReactNode }
  | { kind: 'action'; label: string; onSelect: () => void; icon?: ReactNode; tone?: 'danger' };

export function DropdownMenu({
  buttonLabel,
  buttonContent,
  header,
  items,
  buttonClassName = '',
}: {
  /** Accessible name of the button. */
  buttonLabel: string;
  buttonContent: ReactNode;
  /** Non-interactive content above the items (who is signed in). */
  header?: ReactNode;
  items: MenuItem[];
  buttonClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key] as number);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const itemClass = (danger?: boolean) =>
    `flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm outline-none focus:bg-indigo-50 hover:bg-slate-50 ${
      danger ? 'text-red-700 focus:text-red-800' : 'text-slate-700 focus:text-indigo-900'
    }`;

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={buttonClassName}
      >
        {/* The name is text, not aria-label: the visible content (an avatar's initials) is a
            picture, not a label, and a name that leaves out visible text fails "label in name". */}
        <span className="sr-only">{buttonLabel}</span>
        <span aria-hidden="true" className="contents">
          {buttonContent}
        </span>
      </button>
      {open ? (
        <div className="absolute right-0 z-40 mt-2 w-72 origin-top-right overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
          {header ? <div className="border-b border-slate-100 px-4 py-3">{header}</div> : null}
          <div id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown} className="py-1">
            {items.map((item, index) =>
              item.kind === 'link' ? (
                <Link
                  key={item.label}
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  to={item.to}
                  onClick={() => close(false)}
                  className={itemClass()}
                >
                  {item.icon}
                  {item.label}
                </Link>
              ) : (
                <button
                  key={item.label}
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    close(false);
                    item.onSelect();
                  }}
                  className={itemClass(item.tone === 'danger')}
                >
                  {item.icon}
                  {item.label}
                </button>
              ),
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
