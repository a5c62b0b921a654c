// 'Booking type' of the service form: what the customer chooses when booking, with the type's
// resets, and how far ahead a dated service can be booked.
import {
  ADVANCE_BOOKING_LIMIT_MAX,
  ADVANCE_BOOKING_LIMIT_MIN,
  BOOKING_TYPE_RULES,
  BOOKING_TYPES,
  type BookingType,
} from '@booklane/shared/domain';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { chooseBookingType, type ServiceFormApi } from './use-service-form';

const TYPE_HINTS: Record<BookingType, string> = {
  datetime: 'Customers pick a date and a time slot.',
  'date-only': 'Customers pick a day; no time.',
  'time-only': 'Customers pick a time today.',
  flexible: 'No date or time: you arrange it with the customer.',
};

export function BookingTypeFields({ form }: { form: ServiceFormApi }) {
  const bookingType = useWatch({ control: form.control, name: 'bookingType' });
  const rules = BOOKING_TYPE_RULES[bookingType ?? 'datetime'];
  const { errors } = form.formState;
  return (
    <FormSection title="Booking type" description="What the customer chooses when booking.">
      <fieldset>
        <legend className="sr-only">Booking type</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {BOOKING_TYPES.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
            >
              <input
                type="radio"
                name="bookingType"
                value={type}
                checked={bookingType === type}
                onChange={() => chooseBookingType(form, type)}
                className="mt-1 h-4 w-4 border-slate-300 text-indigo-600"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {BOOKING_TYPE_RULES[type].label}
                </span>
                <span className="block text-sm text-slate-600">{TYPE_HINTS[type]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {rules.needsDate ? (
        <TextField
          label="Advance booking limit (days)"
          type="number"
          inputMode="numeric"
          min={ADVANCE_BOOKING_LIMIT_MIN}
          max={ADVANCE_BOOKING_LIMIT_MAX}
          required
          hint={`How many days ahead customers can book (${ADVANCE_BOOKING_LIMIT_MIN}-${ADVANCE_BOOKING_LIMIT_MAX}).`}
          error={errors.advanceBookingLimit?.message}
          {...form.register('advanceBookingLimit', { valueAsNumber: true })}
        />
      ) : null}
    </FormSection>
  );
}
