// 'Booking options' of the service form: comments, auto-accept, the slot limit (on with one place
// by default) and whether the service is live.
import { SLOTS_PER_TIME_SLOT_MAX, SLOTS_PER_TIME_SLOT_MIN } from '@booklane/shared/domain';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { FormSection } from '@/components/ui/form-section';
import type { ServiceFormApi } from './use-service-form';

export function BookingOptionsFields({ form }: { form: ServiceFormApi }) {
  const { register, control, formState } = form;
  const [hasSlotLimit, maxSlots] = useWatch({ control, name: ['hasSlotLimit', 'maxSlotsPerTimeSlot'] });
  return (
    <FormSection title="Booking options">
      <Switch
        label="Allow customer comments"
        description="Show a notes field in the booking form."
        {...register('allowCustomerComments')}
      />
      <Switch
        label="Auto-accept bookings"
        description="New bookings are confirmed at once instead of waiting for you."
        {...register('autoAcceptBookings')}
      />
      <Switch
        label="Limit customers per time slot"
        description={
          hasSlotLimit
            ? 'Stop taking bookings when a slot is full. With 1 place nobody is double-booked.'
            : 'Off: any number of customers can book the same time.'
        }
        {...register('hasSlotLimit')}
      />
      {hasSlotLimit ? (
        <TextField
          label="Max customers per slot"
          type="number"
          inputMode="numeric"
          min={SLOTS_PER_TIME_SLOT_MIN}
          max={SLOTS_PER_TIME_SLOT_MAX}
          required
          hint={
            maxSlots === 1
              ? 'One customer at a time. For group sessions raise it, or switch the limit off.'
              : 'For group sessions: this many customers can book the same time.'
          }
          error={formState.errors.maxSlotsPerTimeSlot?.message}
          {...register('maxSlotsPerTimeSlot', { valueAsNumber: true })}
        />
      ) : null}
      <Switch
        label="Live"
        description="Live services are listed on your public page."
        {...register('isActive')}
      />
    </FormSection>
  );
}
