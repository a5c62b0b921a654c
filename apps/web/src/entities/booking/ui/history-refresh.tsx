// A booking history page's reloads (both roles): when a booking is removed on another screen
// (the spec's `*BookingRemoved` event), and on 'Refresh History', which says so when it fails.
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { useEffect, useState } from 'react';
import { RefreshIcon } from '@/components/ui/action-icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';

export function useHistoryRefresh(removedEvent: string, refetch: () => Promise<{ isError: boolean }>) {
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    const reload = () => void refetch();
    window.addEventListener(removedEvent, reload);
    return () => window.removeEventListener(removedEvent, reload);
  }, [removedEvent, refetch]);
  const refresh = async () => {
    setRefreshing(true);
    const result = await refetch();
    setRefreshing(false);
    if (result.isError) toast.error(ERROR_MESSAGES.refreshBookingHistory);
  };
  return { refreshing, refresh };
}

export function RefreshHistoryButton({
  refreshing,
  onRefresh,
  className,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  className: string;
}) {
  return (
    <button type="button" onClick={onRefresh} disabled={refreshing} className={className}>
      {refreshing ? <Spinner /> : <RefreshIcon className="h-4 w-4" />}
      Refresh History
    </button>
  );
}
