// A warning before leaving the Schedule tab with changes not saved (issue 39): another tab or page
// of the app asks first (react-router's blocker), and the browser asks before the page closes or
// reloads (beforeunload). Leaving drops the changes.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export function UnsavedChangesGuard({ dirty, onDiscard }: { dirty: boolean; onDiscard: () => void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message="Your changes to the hours, breaks and closures are not saved yet."
      confirmLabel="Leave without saving"
      cancelLabel="Stay"
      tone="primary"
      onConfirm={() => {
        onDiscard();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
