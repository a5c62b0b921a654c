// The modal dialog open on top of the page, if any. A modal <dialog> makes the rest of the page
// inert and covers it with its backdrop, so a banner outside it could be seen but not tapped (the
// customer who joined the waitlist from the booking sheet still has it open when the offer
// arrives): the banner moves into that dialog while it is open.
import { useEffect, useState } from 'react';

/** The last open dialog in document order: the one on top (a dialog opened from another is inside it or after it). */
function topDialog(root: ParentNode = document): HTMLDialogElement | null {
  const open = root.querySelectorAll<HTMLDialogElement>('dialog[open]');
  return open.length > 0 ? (open[open.length - 1] ?? null) : null;
}

export function useTopDialog(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const update = () => setTop(topDialog());
    update();
    // Dialogs come and go with the screens (added, opened, closed, removed).
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, []);
  return top;
}
