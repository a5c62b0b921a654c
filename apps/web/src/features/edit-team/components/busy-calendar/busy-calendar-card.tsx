// A staff account's own "Busy times from another calendar" (decisions.md 9.5), on its profile: the
// server lets the member's own account set it, so staff need not ask the owner.
import { ProfileCard } from '@/components/profile/profile-card';
import { BusyCalendarForm } from './busy-calendar-form';

export function BusyCalendarCard({ memberId }: { memberId: string }) {
  return (
    <ProfileCard
      title="Busy times from another calendar"
      description="Keep customers from booking you while your own calendar is busy."
    >
      <BusyCalendarForm memberId={memberId} memberName={null} />
    </ProfileCard>
  );
}
