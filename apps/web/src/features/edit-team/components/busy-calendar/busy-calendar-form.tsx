// "Busy times from another calendar" of one team member (decisions.md 9.5): the secret iCalendar
// address (where Google, Outlook, Apple and Fastmail show it), Save / Remove, and how the last read
// went: when, how many busy times ahead, or the error in words with when it was tried. The address
// is write-only: once saved, the screen names its host alone ("Connected to calendar.google.com")
// and offers a field to paste a new one. The Team tab shows it in a dialog, a staff account on its
// profile.
import { BUSY_CALENDAR_READ_MINUTES } from '@booklane/shared/domain';
import { busyCalendarRequestSchema, type BusyCalendar } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CheckCircleIcon, ChevronDownIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useBusyCalendar } from '@/entities/team-member/api/get-busy-calendar';
import { refreshTeamMembers } from '@/entities/team-member/api/get-team-members';
import { busyCalendarKey } from '@/entities/team-member/api/keys';
import { BusyCalendarStatus } from '@/entities/team-member/ui/busy-calendar-status';
import { failureText } from '@/lib/api-client';
import { setBusyCalendar } from '../../api/set-busy-calendar';

function WhereToFind() {
  return (
    <details className="group mt-1 text-sm text-slate-600">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 sm:min-h-0 [&::-webkit-details-marker]:hidden">
        Where do I find this address?
        <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <strong className="font-medium text-slate-800">Google Calendar</strong>: Settings, then the calendar
          under “Settings for my calendars”, then “Integrate calendar”: copy the{' '}
          <strong className="font-medium text-slate-800">Secret address in iCal format</strong>.
        </li>
        <li>
          <strong className="font-medium text-slate-800">Outlook</strong>: Settings, Calendar, Shared
          calendars, “Publish a calendar” (“Can view when I’m busy” is enough): copy the{' '}
          <strong className="font-medium text-slate-800">ICS link</strong>.
        </li>
        <li>
          <strong className="font-medium text-slate-800">Apple iCloud</strong> and{' '}
          <strong className="font-medium text-slate-800">Fastmail</strong>: share the calendar with a public
          or read-only link and copy its <span className="font-mono">webcal://</span> or{' '}
          <span className="font-mono">https://</span> address.
        </li>
      </ul>
    </details>
  );
}

/** The form's words about the member: by name (the owner), or "you" (the member's own account). */
function wordsFor(memberName: string | null) {
  return memberName === null
    ? { whose: 'your own calendar', whom: 'you', shows: 'shows you busy' }
    : { whose: `${memberName}’s own calendar`, whom: memberName, shows: 'shows them busy' };
}

export function BusyCalendarForm({
  memberId,
  memberName,
  businessId,
  initial,
}: {
  memberId: string;
  /** The member's name; null when the member is the signed-in account. */
  memberName: string | null;
  /** The business whose team lists reload after a change (the Team tab's). */
  businessId?: string;
  /** What the team list already knows, shown until the member's own answer comes. */
  initial?: BusyCalendar;
}) {
  const queryClient = useQueryClient();
  const words = wordsFor(memberName);
  const calendar = useBusyCalendar(memberId, initial);
  const current = calendar.data;
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (next: string | null) => setBusyCalendar(memberId, next),
    onSuccess: async (saved, next) => {
      queryClient.setQueryData(busyCalendarKey(memberId), saved);
      setUrl('');
      toast.success(
        next === null
          ? `Calendar removed. Its busy times no longer block ${words.whom}.`
          : `Calendar saved. Its busy times block ${words.whom}.`,
      );
      if (businessId) await refreshTeamMembers(queryClient, businessId);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = busyCalendarRequestSchema.safeParse({ url });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    save.mutate(parsed.data.url);
  };
  const host = current?.host ?? null;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={save.isPending}>
      <p className="text-sm text-slate-600">
        Paste the secret address of {words.whose} (Google, Outlook, Apple, Fastmail). Booklane reads it every{' '}
        {BUSY_CALENDAR_READ_MINUTES} minutes, and customers cannot book {words.whom} while it {words.shows}.
        Keep the address private: anyone with it can see that calendar. Once it is saved, Booklane shows only
        its host, never the address.
      </p>
      {save.isError ? (
        <Alert title="Could not save the calendar">
          {failureText(save.error, 'Please try again.', { errorText: true })}
        </Alert>
      ) : null}
      {current && host !== null ? (
        <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="flex items-start gap-1.5 text-sm text-slate-800">
            <CheckCircleIcon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" />
            <span className="min-w-0 break-all">
              Connected to <strong className="font-medium">{host}</strong>
            </span>
          </p>
          <div aria-live="polite">
            <BusyCalendarStatus calendar={current} label="Status" />
          </div>
        </div>
      ) : null}
      {calendar.isError && !current ? (
        <Alert onRetry={() => void calendar.refetch()}>
          {failureText(calendar.error, 'Could not load the calendar.', { errorText: true })}
        </Alert>
      ) : null}
      <div>
        <TextField
          label={host === null ? 'Secret calendar address (iCal)' : 'New secret calendar address (iCal)'}
          hint={host === null ? undefined : 'Paste an address to replace the saved one.'}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://calendar.google.com/calendar/ical/.../basic.ics"
          data-autofocus
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(undefined);
          }}
          error={invalid}
        />
        <WhereToFind />
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={save.isPending || url.trim() === ''}
          className={buttonClasses('primary')}
        >
          {save.isPending && save.variables !== null ? <Spinner /> : null}
          {host === null ? 'Save calendar' : 'Save new address'}
        </button>
        {host !== null ? (
          <button
            type="button"
            disabled={save.isPending}
            onClick={() => save.mutate(null)}
            className={buttonClasses('ghost', 'md', 'text-red-700 hover:bg-red-50 hover:text-red-800')}
          >
            {save.isPending && save.variables === null ? <Spinner /> : null}
            Remove calendar
          </button>
        ) : null}
      </div>
    </form>
  );
}
