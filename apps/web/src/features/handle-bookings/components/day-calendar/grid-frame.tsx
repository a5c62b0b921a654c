// The time grid with what it needs beyond the bookings: the blocks of its days (time off), and
// what its gestures open: a booking's details, a new booking at a clicked time, a block of the
// time dragged over.
import { minutesToTime } from '@booklane/shared/domain';
import type { Booking, Business } from '@booklane/shared/schemas';
import { useBlocks } from '@/entities/team-member/api/get-blocks';
import type { GridColumn } from '../../calendar-model';
import type { MemberHours } from '../../model/day-shading';
import type { MoveRequest } from '../../model/drop-model';
import type { ViewerRights } from '../../model/viewer-rights';
import type { OpenDialog } from './calendar-dialogs';
import { TimeGrid } from './time-grid';

export function GridFrame({
  business,
  columns,
  bookings,
  hoursOf,
  now,
  showElsewhere,
  rights,
  onOpen,
  onMove,
}: {
  business: Business;
  columns: readonly GridColumn[];
  bookings: readonly Booking[];
  hoursOf: (memberId: string) => MemberHours | null;
  now: Date;
  showElsewhere: boolean;
  rights: ViewerRights;
  onOpen: (dialog: OpenDialog) => void;
  onMove: (variables: { booking: Booking; move: MoveRequest }) => void;
}) {
  const from = columns[0]?.date ?? '';
  const to = columns[columns.length - 1]?.date ?? from;
  const blocks = useBlocks(business._id, { from, to }, columns.length > 0);
  if (columns.length === 0) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-600">
        No active team members.
      </p>
    );
  }
  return (
    <TimeGrid
      business={business}
      columns={columns}
      bookings={bookings}
      blocks={blocks.data ?? []}
      hoursOf={hoursOf}
      now={now}
      showElsewhere={showElsewhere}
      canCreate={rights.canCreate}
      canMove={rights.canMove}
      onOpenBooking={(booking) => onOpen({ kind: 'booking', id: booking._id })}
      onEmptyClick={(target, minute) =>
        onOpen({ kind: 'new', date: target.date, time: minutesToTime(minute), memberId: target.memberId })
      }
      onSelect={(target, span) =>
        onOpen({ kind: 'block', date: target.date, memberId: target.memberId, span })
      }
      onMove={(booking, move) => onMove({ booking, move })}
    />
  );
}
