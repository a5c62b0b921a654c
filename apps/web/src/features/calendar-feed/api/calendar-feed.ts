// The signed-in account's private calendar feed (decisions.md 8.4), shared by the business and
// the customer dashboards: GET /calendar-feed answers the secret URL (asked for only when the
// user wants to see it), POST /calendar-feed/rotate replaces it (the old URL stops working).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Kept per account, so a second account in the same tab never sees the first one's URL. */
const calendarFeedKey = (account: string | null) => ['calendar-feed', account] as const;

export function useCalendarFeedUrl(wanted: boolean) {
  const { user } = useSession();
  const account = user?.id ?? null;
  return useQuery({
    queryKey: calendarFeedKey(account),
    queryFn: ({ signal }) => callApi('getCalendarFeedUrl', {}, { signal }),
    enabled: wanted && account !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRotateCalendarFeedUrl() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const account = user?.id ?? null;
  return useMutation({
    mutationFn: () => callApi('rotateCalendarFeedUrl'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey(account), feed),
  });
}

/** The `webcal:` form of the feed URL, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
