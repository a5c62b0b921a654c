// Add block (decisions.md 9.1): who (a team member or the whole business), when (all day or from
// one time to another, business local) and a note. Bookings already in that time are kept and
// listed afterwards (onCreated).
import { BLOCK_NOTE_MAX_LENGTH } from '@booklane/shared/domain';
import type { Booking, Business, ManagedTeamMember } from '@booklane/shared/schemas';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { BlockTimeFields } from './block-time-fields';
import { useBlockForm } from './use-block-form';

export function BlockDialog({
  business,
  members,
  today,
  zoneNote,
  onClose,
  onCreated,
}: {
  business: Business;
  members: readonly ManagedTeamMember[];
  today: string;
  /** The business's zone, when it differs from the owner's. */
  zoneNote: string | null;
  onClose: () => void;
  onCreated: (affected: Booking[]) => void;
}) {
  const formId = useId();
  const { form, formRef, create, onSubmit } = useBlockForm(business, today, (affected) => {
    onCreated(affected);
    onClose();
  });
  const { register, formState } = form;
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title="Add block"
      description={`Time off for one team member, or for everyone${zoneNote ? `. Times in ${zoneNote}` : ''}.`}
      footer={
        <>
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={create.isPending}
            className={buttonClasses('primary')}
          >
            {create.isPending ? <Spinner /> : null}
            {create.isPending ? 'Adding...' : 'Add block'}
          </button>
        </>
      }
    >
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-busy={create.isPending}
      >
        {create.isError ? <Alert>{`Failed to add the block: ${errorReason(create.error)}`}</Alert> : null}
        <SelectField label="Who" error={formState.errors.teamMember?.message} {...register('teamMember')}>
          <option value="">Whole business</option>
          {members.map((member) => (
            <option key={member._id} value={member._id}>
              {member.name}
              {member.isActive ? '' : ' (inactive)'}
            </option>
          ))}
        </SelectField>
        <BlockTimeFields form={form} today={today} />
        <TextField
          label="Note"
          optional
          placeholder="e.g. Holiday, training"
          maxLength={BLOCK_NOTE_MAX_LENGTH}
          hint="Only you see it."
          error={formState.errors.note?.message}
          {...register('note')}
        />
      </form>
    </Dialog>
  );
}
