// Moving a booking as the business (decisions.md 9.2): the calendar shows it at its new place at
// once (`moves`, until the server answered and the lists reloaded); a refusal (409 full or busy,
// 403 for a colleague's booking) puts it back and says the server's reason. The server tells the
// customer.
import type { Booking } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { businessBookingsKey } from '@/entities/booking/api/keys';
import { errorReason } from '@/lib/api-client';
import { rescheduleByBusiness } from '../api/reschedule-by-business';
import type { MoveRequest } from '../model/drop-model';

export type MoveVariables = { booking: Booking; move: MoveRequest };

/** The text of a refused move: the server's reason. */
export function moveFailedText(err: unknown): string {
  return `Failed to move booking: ${errorReason(err)}`;
}

export function useMoveBooking(businessId: string) {
  const queryClient = useQueryClient();
  const [moves, setMoves] = useState<ReadonlyMap<string, MoveRequest>>(new Map());
  const forget = (bookingId: string) =>
    setMoves((previous) => {
      const next = new Map(previous);
      next.delete(bookingId);
      return next;
    });
  const mutation = useMutation({
    mutationFn: ({ booking, move }: MoveVariables) => rescheduleByBusiness(booking._id, move),
    onMutate: ({ booking, move }) => setMoves((previous) => new Map(previous).set(booking._id, move)),
    onSuccess: () => toast.success('Booking moved.'),
    onSettled: async (_answer, _error, { booking }) => {
      await queryClient.invalidateQueries({ queryKey: businessBookingsKey(businessId) });
      forget(booking._id);
    },
  });
  return {
    moves,
    /** A drag's move: a refusal shows as a toast. */
    drop: (variables: MoveVariables) =>
      mutation.mutate(variables, { onError: (err) => toast.error(moveFailedText(err)) }),
    /** The Move form's: a refusal is thrown for the form to show. */
    moveAsync: mutation.mutateAsync,
  };
}
