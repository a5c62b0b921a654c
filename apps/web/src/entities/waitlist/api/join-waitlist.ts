// POST /services/{id}/waitlist: wait for a place of a service on a day, within a time range, as
// the signed-in customer or as a guest (name, email, phone). Answers the place in line.
import type { BodyInput } from '@booklane/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { MY_WAITLIST_KEY } from './keys';

/** What is sent: the day, the range, a member (null: anyone) and, signed out, the guest's details. */
export type JoinWaitlistBody = BodyInput<'joinWaitlist'>;

export function useJoinWaitlist(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) => callApi('joinWaitlist', { params: { id: serviceId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_WAITLIST_KEY }),
  });
}
