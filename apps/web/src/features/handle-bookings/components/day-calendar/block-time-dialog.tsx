// Block time (decisions.md 9.1, 9.2): time off of one team member (or, for the owner, the whole
// business) on a date, from a drag over empty time or the Block time button; an optional note.
// The server accepts a block over bookings and lists them: the owner is told to move or cancel them.
import { BLOCK_NOTE_MAX_LENGTH, minutesToTime, timeToMinutes } from '@booklane/shared/domain';
import type { Business, TeamMember } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { refreshBlocks } from '@/entities/team-member/api/get-blocks';
import { errorReason } from '@/lib/api-client';
import { createBlock } from '../../api/create-block';
import { spanInstants } from '../../model/drop-model';
import type { MinuteSpan } from '../../model/grid-model';

const WHOLE_BUSINESS = '';

export function BlockTimeDialog({
  business,
  members,
  onlyMember,
  prefill,
  onClose,
}: {
  business: Business;
  members: ReadonlyArray<Pick<TeamMember, '_id' | 'name'>>;
  onlyMember: string | null;
  prefill: { date: string; memberId: string | null; span: MinuteSpan | null };
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [member, setMember] = useState(onlyMember ?? prefill.memberId ?? WHOLE_BUSINESS);
  const [date, setDate] = useState(prefill.date);
  const [from, setFrom] = useState(minutesToTime(prefill.span?.start ?? 9 * 60));
  const [to, setTo] = useState(prefill.span ? minutesToTime(prefill.span.end % 1440) : '10:00');
  const [note, setNote] = useState('');
  const end = to === '00:00' ? 1440 : timeToMinutes(to);
  const order = end > timeToMinutes(from) ? undefined : 'The end must be after the start.';
  const save = useMutation({
    mutationFn: () => {
      const at = spanInstants(date, { start: timeToMinutes(from), end }, business.timezone);
      if (!at) throw new Error('That time does not exist on this date (the clocks change).');
      return createBlock(business._id, { teamMember: member || null, ...at, note: note.trim() });
    },
    onSuccess: async ({ affectedBookings }) => {
      const count = affectedBookings.length;
      toast.success(
        count === 0
          ? 'Time blocked.'
          : `Time blocked. ${count} ${count === 1 ? 'booking lies' : 'bookings lie'} under it: move or cancel ${count === 1 ? 'it' : 'them'}.`,
      );
      await refreshBlocks(queryClient, business._id);
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!order) save.mutate();
  };
  const choices = onlyMember ? members.filter((m) => m._id === onlyMember) : members;
  return (
    <Dialog open onClose={onClose} title="Block time" description="Nobody can book the team member then.">
      <form onSubmit={submit} className="space-y-4" aria-label="Block time">
        <SelectField label="For" value={member} onChange={(e) => setMember(e.target.value)}>
          {onlyMember ? null : <option value={WHOLE_BUSINESS}>Whole business</option>}
          {choices.map((m) => (
            <option key={m._id} value={m._id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="From"
            type="time"
            step={900}
            required
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            label="To"
            type="time"
            step={900}
            required
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={order}
          />
        </div>
        <TextAreaField
          label="Note"
          optional
          rows={2}
          maxLength={BLOCK_NOTE_MAX_LENGTH}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {save.error ? <Alert>{`Failed to block time: ${errorReason(save.error)}`}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button
            type="submit"
            disabled={save.isPending || Boolean(order)}
            className={buttonClasses('primary')}
          >
            {save.isPending ? <Spinner /> : null}
            Block time
          </button>
        </div>
      </form>
    </Dialog>
  );
}
