// The blocks of the next 60 days: whose (a team member or the whole business), when in the
// business's time, the note, and Remove (asked first). Busy times read from a member's other
// calendar (decisions.md 9.5) are not listed one by one (a weekly meeting is dozens of rows):
// the calendar shows them, and they change in that calendar, so a line counts them.
import { hourCycleFor } from '@booklane/shared/domain';
import type { Block, Business, ManagedTeamMember } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TrashIcon } from '@/components/ui/action-icons';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { ALL_AVAILABILITY_KEY } from '@/entities/service/api/keys';
import { refreshBlocks } from '@/entities/team-member/api/get-blocks';
import { blockWhenText } from '@/entities/team-member/model/block-when';
import { memberNameOf } from '@/entities/team-member/model/team-member';
import { errorReason } from '@/lib/api-client';
import { deleteBlock } from '../../api/create-block';

export function BlockList({
  business,
  blocks,
  members,
}: {
  business: Business;
  blocks: readonly Block[];
  members: readonly ManagedTeamMember[];
}) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Block | null>(null);
  const remove = useMutation({
    mutationFn: (block: Block) => deleteBlock(block._id),
    onSuccess: async () => {
      toast.success('Block removed.');
      setRemoving(null);
      await refreshBlocks(queryClient, business._id);
      await queryClient.invalidateQueries({ queryKey: ALL_AVAILABILITY_KEY });
    },
    onError: (err) => {
      setRemoving(null);
      toast.error(`Failed to remove the block: ${errorReason(err)}`);
    },
  });
  const whoOf = (block: Block) => memberNameOf(members, block.teamMember);
  const own = blocks.filter((block) => block.source !== 'calendar');
  const fromCalendars = blocks.length - own.length;
  const calendarsLine =
    fromCalendars > 0 ? (
      <p className="text-sm text-slate-600" data-testid="calendar-busy-count">
        {fromCalendars === 1 ? '1 busy time' : `${fromCalendars} busy times`} from team members’ other
        calendars in the next 60 days: shown in the Calendar tab, changed in those calendars.
      </p>
    ) : null;
  if (own.length === 0) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-slate-600">No time off in the next 60 days.</p>
        {calendarsLine}
      </div>
    );
  }
  return (
    <>
      {calendarsLine}
      <ul
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        data-testid="blocks"
      >
        {[...own]
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
          .map((block) => {
            const when = blockWhenText(block, business.timezone, hourCycleFor(business));
            return (
              <li key={block._id} className="flex items-start gap-3 px-3 py-3 sm:px-4">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{when}</span>
                    <Badge tone={block.teamMember ? 'indigo' : 'amber'}>{whoOf(block)}</Badge>
                  </div>
                  {block.note ? (
                    <p className="mt-0.5 break-words text-sm text-slate-600">{block.note}</p>
                  ) : null}
                </div>
                <button
                  type="button"
                  onClick={() => setRemoving(block)}
                  aria-label={`Remove the block of ${whoOf(block)}, ${when}`}
                  className={buttonClasses(
                    'ghost',
                    'sm',
                    'shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800',
                  )}
                >
                  <TrashIcon className="h-4 w-4" />
                  <span className="hidden sm:inline">Remove</span>
                </button>
              </li>
            );
          })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title="Remove block"
        message={
          removing
            ? `Remove the block of ${whoOf(removing)}, ${blockWhenText(removing, business.timezone, hourCycleFor(business))}? Customers can book that time again.`
            : ''
        }
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
