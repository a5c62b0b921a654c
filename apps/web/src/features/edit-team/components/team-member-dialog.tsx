// Add or edit a team member (decisions.md 9.1) in a modal: details, photo (once saved), hours,
// breaks and services, checked with the shared schema (use-team-member-form.ts).
import type { Business, ManagedTeamMember, Service } from '@booklane/shared/schemas';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { DetailsFields } from './team-form/details-fields';
import { HoursFields } from './team-form/hours-fields';
import { PhotoField } from './team-form/photo-field';
import { ServicesFields } from './team-form/services-fields';
import { useTeamMemberForm } from './team-form/use-team-member-form';

export function TeamMemberDialog({
  business,
  services,
  member,
  onClose,
}: {
  business: Business;
  /** Every service of the business, for the services checklist. */
  services: readonly Service[];
  /** The member being edited; null for a new one. */
  member: ManagedTeamMember | null;
  onClose: () => void;
}) {
  const formId = useId();
  const { form, formRef, save, onSubmit } = useTeamMemberForm(business, services, member, onClose);
  return (
    <Dialog
      open
      size="2xl"
      onClose={onClose}
      title={member ? `Edit ${member.name}` : 'Add team member'}
      description={
        member ? 'Changes apply to new bookings.' : 'Who they are, when they work and what they do.'
      }
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button type="submit" form={formId} disabled={save.isPending} className={buttonClasses('primary')}>
            {save.isPending ? <Spinner /> : null}
            {save.isPending ? 'Saving...' : member ? 'Save changes' : 'Add team member'}
          </button>
        </>
      }
    >
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className="space-y-6"
        aria-busy={save.isPending}
      >
        {save.isError ? <Alert>{`Failed to save team member: ${errorReason(save.error)}`}</Alert> : null}
        <DetailsFields form={form} />
        {member ? (
          <PhotoField member={member} businessId={business._id} />
        ) : (
          <p className="text-sm text-slate-600">You can add a photo once the team member is saved.</p>
        )}
        <HoursFields form={form} />
        <ServicesFields form={form} services={services} />
      </form>
    </Dialog>
  );
}
