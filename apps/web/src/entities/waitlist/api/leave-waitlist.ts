// Leaving the waitlist: DELETE /waitlist/{id} (the signed-in customer's entry) and
// DELETE /waitlist/manage/{token} (a guest, through the link of their email). Both answer
// `{ message }` ("You have left the waitlist.").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { MY_WAITLIST_KEY } from './keys';

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => callApi('leaveWaitlist', { params: { id: entryId } }),
    // A 404 too: the entry is gone or no longer waits (an offer came), so the list is stale.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: MY_WAITLIST_KEY }),
  });
}

export function useLeaveWaitlistAsGuest() {
  return useMutation({
    mutationFn: (token: string) => callApi('leaveWaitlistAsGuest', { params: { token } }),
  });
}
