// 'Your details' of the booking form, for everyone but a signed-in customer: name, email and
// phone, shared with the business so it can reach the guest.
import { TextField } from '@/components/ui/field';
import type { UseFormReturn } from 'react-hook-form';
import type { BookingPayload, BookingValues } from './booking-resolver';

export function GuestFields({ form }: { form: UseFormReturn<BookingValues, unknown, BookingPayload> }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Your details</legend>
      <p className="text-sm text-slate-600">We share them with the business so it can reach you.</p>
      <TextField
        label="Name"
        autoComplete="name"
        required
        error={errors.guestName?.message}
        {...register('guestName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.guestEmail?.message}
          {...register('guestEmail')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors.guestPhone?.message}
          {...register('guestPhone')}
        />
      </div>
    </fieldset>
  );
}
