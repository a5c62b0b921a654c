// The Team tab's "Other calendar" of one member (decisions.md 9.5): the busy calendar form in a
// dialog.
import type { ManagedTeamMember } from '@booklane/shared/schemas';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { BusyCalendarForm } from './busy-calendar-form';

export function BusyCalendarDialog({
  member,
  businessId,
  onClose,
}: {
  member: ManagedTeamMember;
  businessId: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="Busy times from another calendar"
      description={member.name}
      footer={
        <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
          Done
        </button>
      }
    >
      <BusyCalendarForm
        memberId={member._id}
        memberName={member.name}
        businessId={businessId}
        initial={member.busyCalendar}
      />
    </Dialog>
  );
}
