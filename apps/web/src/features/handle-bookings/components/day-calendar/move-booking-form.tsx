// Move, the keyboard's drag (decisions.md 9.2): a booking's new date, time and team member; the
// server applies every rule and tells the customer; its refusal shows here.
import { bookingLocalWhen } from '@booklane/shared/domain';
import type { Booking, TeamMember } from '@booklane/shared/schemas';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import type { MoveRequest } from '../../model/drop-model';
import { moveFailedText } from '../../hooks/use-move-booking';

export function MoveBookingForm({
  booking,
  members,
  onlyMember,
  onMove,
  onDone,
}: {
  booking: Booking;
  members: ReadonlyArray<Pick<TeamMember, '_id' | 'name'>>;
  onlyMember: string | null;
  onMove: (variables: { booking: Booking; move: MoveRequest }) => Promise<unknown>;
  onDone: () => void;
}) {
  const when = bookingLocalWhen(booking);
  const [date, setDate] = useState(when.date ?? '');
  const [time, setTime] = useState(when.time ?? '');
  const [member, setMember] = useState(booking.teamMember?._id ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = onlyMember ? members.filter((m) => m._id === onlyMember || m._id === member) : members;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = member && member !== booking.teamMember?._id;
    const move: MoveRequest = {
      bookingDate: date,
      startTime: when.time ? time : null,
      ...(changed ? { teamMember: member } : {}),
    };
    setBusy(true);
    setFailure(null);
    try {
      await onMove({ booking, move });
      onDone();
    } catch (err) {
      setFailure(moveFailedText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      aria-label="Move booking"
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="New date"
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        {when.time ? (
          <TextField
            label="New time"
            type="time"
            step={900}
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        ) : null}
        <SelectField label="Team member" value={member} onChange={(e) => setMember(e.target.value)}>
          {choices.map((m) => (
            <option key={m._id} value={m._id}>
              {m.name}
            </option>
          ))}
        </SelectField>
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClasses('secondary', 'sm')}>
          Keep it here
        </button>
        <button
          type="submit"
          disabled={busy || !date || (when.time !== null && !time)}
          className={buttonClasses('primary', 'sm')}
        >
          {busy ? <Spinner /> : null}
          Move booking
        </button>
      </div>
    </form>
  );
}
