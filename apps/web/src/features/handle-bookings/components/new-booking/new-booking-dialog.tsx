// New booking (decisions.md 9.2): a walk-in or a phone call, from a click on empty time (its date,
// time and team member filled in) or the New booking button. The service (the member's, when one
// is chosen), the member or anyone free, the customer found as you type or entered new (a name
// is enough), notes. Saved confirmed at once; the server's refusal shows here.
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING_TYPE_RULES } from '@booklane/shared/domain';
import {
  businessBookingRequestSchema,
  type Business,
  type BusinessBookingForm,
  type BusinessBookingRequest,
  type CustomerSummary,
  type Service,
  type TeamMember,
} from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { businessBookingsKey } from '@/entities/booking/api/keys';
import { customersKey } from '@/entities/customer/api/keys';
import { errorReason } from '@/lib/api-client';
import { useFocusFirstError } from '@/lib/use-focus-first-error';
import { createBusinessBooking } from '../../api/create-business-booking';
import {
  newBookingBody,
  newBookingDefaults,
  servicesFor,
  type NewBookingPrefill,
} from '../../model/new-booking';
import { CustomerFields } from './customer-fields';
import { WhenFields } from './when-fields';

export function NewBookingDialog({
  business,
  services,
  members,
  onlyMember,
  prefill,
  onClose,
}: {
  business: Business;
  services: readonly Service[];
  members: readonly TeamMember[];
  onlyMember: string | null;
  prefill: NewBookingPrefill;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const start = { ...prefill, memberId: onlyMember ?? prefill.memberId };
  const form = useForm<BusinessBookingForm, unknown, BusinessBookingRequest>({
    resolver: zodResolver(businessBookingRequestSchema),
    defaultValues: newBookingDefaults(start, servicesFor(services, members, start.memberId)),
    shouldFocusError: false,
  });
  const [account, setAccount] = useState<CustomerSummary | null>(null);
  const serviceId = useWatch({ control: form.control, name: 'service' });
  const service = services.find((s) => s._id === serviceId);
  const save = useMutation({
    mutationFn: (values: BusinessBookingRequest) =>
      createBusinessBooking(business._id, newBookingBody(values, service)),
    onSuccess: async (booking) => {
      toast.success(
        `Booking saved: ${booking.service?.name ?? 'booking'} for ${account?.name ?? booking.guestName ?? 'the customer'}.`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: businessBookingsKey(business._id) }),
        queryClient.invalidateQueries({ queryKey: customersKey(business._id) }),
      ]);
      onClose();
    },
  });
  const { errors, submitCount } = form.formState;
  useFocusFirstError(formRef, { submitCount, hasErrors: Object.keys(errors).length > 0 });
  const chooseCustomer = (customer: CustomerSummary | null) => {
    setAccount(customer?.userId ? customer : null);
    if (customer?.userId) form.setValue('customer', { userId: customer.userId });
    else {
      form.setValue('customer', {
        name: customer?.name ?? '',
        email: customer?.email ?? '',
        phone: customer?.phone ?? '',
      });
    }
    form.clearErrors('customer');
  };
  const rules = BOOKING_TYPE_RULES[service?.bookingType ?? 'datetime'];
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title="New booking"
      description="Confirmed at once. The customer gets an email when you give their address."
    >
      <form
        ref={formRef}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="space-y-5"
        aria-label="New booking"
      >
        <WhenFields form={form} services={services} members={members} onlyMember={onlyMember} rules={rules} />
        <CustomerFields form={form} businessId={business._id} account={account} onChoose={chooseCustomer} />
        <TextAreaField
          label="Notes"
          optional
          rows={2}
          {...form.register('notes')}
          error={errors.notes?.message}
        />
        {save.error ? <Alert>{`Failed to save the booking: ${errorReason(save.error)}`}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
            {save.isPending ? <Spinner /> : null}
            Save booking
          </button>
        </div>
      </form>
    </Dialog>
  );
}
