// The embedded booking and the page that frames it (docs/decisions/0041): its height, told on every
// change so an inline frame is as tall as its content; a close after booking; and, from this site's
// own pages only (the owner's preview), a colour to try before saving it.
import { useEffect, useState, type RefObject } from 'react';
import { EMBED_MESSAGE, previewColorOf } from '@/entities/business/model/embed-messages';

/** Whether the page is inside a frame. */
const framed = (): boolean => window.parent !== window;

/** Tells the framing page something. The messages carry nothing private, so any page may hear them. */
export function tellParent(message: { type: string; [key: string]: unknown }): void {
  if (framed()) window.parent.postMessage(message, '*');
}

/** Tells the framing page the height of `ref`'s element whenever it changes. */
export function useFrameHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !framed() || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      tellParent({ type: EMBED_MESSAGE.height, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}

/**
 * The colour the owner is trying in their preview (a frame on one of this site's pages), or
 * undefined when nobody asked: then the business's saved colour shows.
 */
export function usePreviewColor(): { color: string | null } | undefined {
  const [preview, setPreview] = useState<{ color: string | null }>();
  useEffect(() => {
    if (!framed()) return;
    const onMessage = (event: MessageEvent) => {
      // Another site framing the booking cannot dress it in other colours.
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const wanted = previewColorOf(event.data);
      if (wanted) setPreview(wanted);
    };
    window.addEventListener('message', onMessage);
    tellParent({ type: EMBED_MESSAGE.ready });
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return preview;
}

/**
 * Escape inside the frame closes the overlay around it (embed.js), as Escape on the overlay itself
 * does: the page around cannot hear keys pressed in another site's frame. Nothing for an inline frame.
 */
export function useEscapeClosesOverlay(): void {
  useEffect(() => {
    if (!framed()) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) tellParent({ type: EMBED_MESSAGE.close });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
