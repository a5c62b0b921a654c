// 'Your details' of the booking form, for everyone but a signed-in customer: name, email and
// phone, shared with the business so it can reach the guest.
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import type { BookingPayload, BookingValues } from './booking-resolver';

type Form = UseFormReturn<BookingValues, unknown, BookingPayload>;

const FIELDS = {
  guestName: { label: 'Name', autoComplete: 'name' },
  guestEmail: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  guestPhone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
} as const;

function GuestField({ form, name }: { form: Form; name: keyof typeof FIELDS }) {
  return (
    <TextField
      {...FIELDS[name]}
      required
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
}

export function GuestFields({ form }: { form: Form }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Your details</legend>
      <p className="text-sm text-slate-600">We share them with the business so it can reach you.</p>
      <GuestField form={form} name="guestName" />
      <div className="grid gap-4 sm:grid-cols-2">
        <GuestField form={form} name="guestEmail" />
        <GuestField form={form} name="guestPhone" />
      </div>
    </fieldset>
  );
}
