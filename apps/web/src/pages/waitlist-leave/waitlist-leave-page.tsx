// /waitlist/leave/:token (decisions.md 9.3): the link of a guest's waitlist emails, without signing
// in: leave the waitlist of that day.
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { GuestLeaveCard } from '@/features/manage-waitlist/components/guest-leave-card';

export default function WaitlistLeavePage() {
  const token = useParams().token ?? '';
  return (
    <div className="mx-auto max-w-xl">
      <PageTitle>Leave the waitlist</PageTitle>
      <GuestLeaveCard token={token} />
    </div>
  );
}
