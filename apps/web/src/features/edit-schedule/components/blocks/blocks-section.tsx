// 'Time off and blocks' of the Schedule tab (decisions.md 9.1): the blocks of the next 60 days
// (a team member's or the whole business's), Add block, and after adding one the bookings already
// in that time, for the owner to move or cancel.
import type { Booking, Business } from '@booklane/shared/schemas';
import { useId, useState } from 'react';
import { PlusIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useBlocks } from '@/entities/team-member/api/get-blocks';
import { useManagedTeamMembers } from '@/entities/team-member/api/get-team-members';
import { errorReason } from '@/lib/api-client';
import { timeZoneNote, visitorTimeZone } from '@/lib/format';
import { blockListRange } from '../../blocks-model';
import { AffectedBookings } from '../date-overrides/affected-bookings';
import { BlockDialog } from './block-dialog';
import { BlockList } from './block-list';

export function BlocksSection({ business, today }: { business: Business; today: string }) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [affected, setAffected] = useState<Booking[] | null>(null);
  const team = useManagedTeamMembers(business._id);
  const blocks = useBlocks(business._id, blockListRange(today));
  const members = team.data ?? [];
  const zoneNote = timeZoneNote(business.timezone, visitorTimeZone());
  return (
    <section aria-labelledby={headingId} className="max-w-3xl space-y-4 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            Time off and blocks
          </h2>
          <p className="text-sm text-slate-600">
            A team member&apos;s holiday or a blocked hour for everyone: nobody can book that time.
            {zoneNote ? ` Times in ${zoneNote}.` : null}
          </p>
        </div>
        <button
          type="button"
          onClick={() => {
            setAffected(null);
            setAdding(true);
          }}
          className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}
        >
          <PlusIcon className="h-4 w-4" />
          Add block
        </button>
      </div>
      {affected ? (
        affected.length > 0 ? (
          <AffectedBookings bookings={affected} title="These bookings fall in the block:" />
        ) : (
          <Alert tone="success">Block added. No bookings fall in it.</Alert>
        )
      ) : null}
      {blocks.isLoading ? (
        <LoadingBlock label="Loading time off..." />
      ) : blocks.error && !blocks.data ? (
        <Alert
          title={`Failed to load time off: ${errorReason(blocks.error)}`}
          onRetry={() => void blocks.refetch()}
        />
      ) : (
        <BlockList business={business} blocks={blocks.data ?? []} members={members} />
      )}
      {adding ? (
        <BlockDialog
          business={business}
          members={members}
          today={today}
          zoneNote={zoneNote}
          onClose={() => setAdding(false)}
          onCreated={setAffected}
        />
      ) : null}
    </section>
  );
}
