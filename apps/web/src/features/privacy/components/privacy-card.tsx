// "Your data" on both profile pages (decisions.md 9.6, issue 39): download everything Booklane
// keeps of the account (JSON), the bookings as a spreadsheet (CSV) or a calendar (iCalendar), and
// delete the account after re-entering the password.
import type { User } from '@booklane/shared/schemas';
import { useState } from 'react';
import { ProfileCard } from '@/components/profile/profile-card';
import { buttonClasses } from '@/components/ui/button';
import { DownloadButton } from '@/components/ui/download-button';
import { fetchApiFile } from '@/lib/api-file';
import { DeleteAccountDialog } from './delete-account-dialog';

function Downloads() {
  return (
    <div className="flex flex-wrap gap-2">
      <DownloadButton
        load={() => fetchApiFile('exportMyData', {})}
        fallbackName="booklane-my-data.json"
        failure="Failed to download your data"
      >
        Download my data
      </DownloadButton>
      <DownloadButton
        load={() => fetchApiFile('exportMyBookingsCsv', {})}
        fallbackName="booklane-my-bookings.csv"
        failure="Failed to download your bookings"
      >
        Bookings (CSV)
      </DownloadButton>
      <DownloadButton
        load={() => fetchApiFile('exportMyBookingsIcs', {})}
        fallbackName="booklane-my-bookings.ics"
        failure="Failed to download your bookings"
      >
        Bookings (calendar)
      </DownloadButton>
    </div>
  );
}

export function PrivacyCard({ user }: { user: User }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <ProfileCard
      title="Your data"
      description="Download what Booklane keeps about you, or delete your account."
    >
      <div className="space-y-5">
        <Downloads />
        <div className="border-t border-slate-200 pt-4">
          <button type="button" onClick={() => setDeleting(true)} className={buttonClasses('danger', 'sm')}>
            Delete account
          </button>
        </div>
      </div>
      {deleting ? (
        <DeleteAccountDialog
          role={user.role}
          hasPassword={user.provider === 'local'}
          exportFirst={user.role === 'business' ? <Downloads /> : undefined}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </ProfileCard>
  );
}
