// The service form (spec sections 3-5) in a modal: every field of a service, in groups (details,
// team members when there are several, booking type, interval, options, buffers and notice,
// breaks and a custom schedule) that show what the chosen booking type offers; the validation of
// the shared schema; the interval warning asked before saving (use-service-form.ts). Prices show
// the business's currency.
import { FAILURE_MESSAGES } from '@booklane/shared/domain';
import { type Business, type Service } from '@booklane/shared/schemas';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { BookingOptionsFields } from './service-form/booking-options-fields';
import { BookingTypeFields } from './service-form/booking-type-fields';
import { BuffersNoticeFields } from './service-form/buffers-notice-fields';
import { DetailsFields } from './service-form/details-fields';
import { IntervalFields } from './service-form/interval-fields';
import { ScheduleFields } from './service-form/schedule-fields';
import { TeamFields } from './service-form/team-fields';
import { useServiceForm } from './service-form/use-service-form';

export function ServiceFormDialog({
  business,
  service,
  onClose,
}: {
  business: Business;
  /** The service being edited; null for a new one. */
  service: Service | null;
  onClose: () => void;
}) {
  const formId = useId();
  const { form, formRef, save, warning, onSubmit, confirmWarning, dismissWarning } = useServiceForm(
    business,
    service,
    onClose,
  );
  return (
    <>
      <Dialog
        open
        size="2xl"
        onClose={onClose}
        title={service ? `Edit ${service.name}` : 'New service'}
        description={
          service ? 'Changes apply to new bookings.' : 'Describe the service and how customers book it.'
        }
        footer={
          <>
            <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
              Cancel
            </button>
            <button
              type="submit"
              form={formId}
              disabled={save.isPending}
              className={buttonClasses('primary')}
            >
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? 'Saving...' : service ? 'Save changes' : 'Create service'}
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
          {save.isError ? <Alert>{FAILURE_MESSAGES.saveService(errorReason(save.error))}</Alert> : null}
          <DetailsFields form={form} business={business} />
          <TeamFields form={form} business={business} />
          <BookingTypeFields form={form} />
          <IntervalFields form={form} />
          <BookingOptionsFields form={form} />
          <BuffersNoticeFields form={form} />
          <ScheduleFields form={form} />
        </form>
      </Dialog>
      <ConfirmDialog
        open={warning !== null}
        title="Booking interval"
        tone="primary"
        message={warning?.text}
        confirmLabel="Continue"
        busy={save.isPending}
        onCancel={dismissWarning}
        onConfirm={confirmWarning}
      />
    </>
  );
}
