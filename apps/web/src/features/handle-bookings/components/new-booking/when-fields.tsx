// The new booking's service, team member, date and time. The services follow the chosen member
// (what they perform), the members follow the chosen service (who performs it), "Anyone free"
// lets the server choose; date and time as the service's booking type asks.
import type { BookingTypeRules } from '@booklane/shared/domain';
import type {
  BusinessBookingForm,
  BusinessBookingRequest,
  Service,
  TeamMember,
} from '@booklane/shared/schemas';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField, TextField } from '@/components/ui/field';
import { firstService, membersFor, servicesFor } from '../../model/new-booking';

export type NewBookingFormApi = UseFormReturn<BusinessBookingForm, unknown, BusinessBookingRequest>;

export function WhenFields({
  form,
  services,
  members,
  onlyMember,
  rules,
}: {
  form: NewBookingFormApi;
  services: readonly Service[];
  members: readonly TeamMember[];
  onlyMember: string | null;
  rules: BookingTypeRules;
}) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const memberId = useWatch({ control, name: 'teamMember' }) || null;
  const serviceId = useWatch({ control, name: 'service' });
  const offered = servicesFor(services, members, memberId);
  const service = services.find((s) => s._id === serviceId);
  const people = onlyMember ? members.filter((m) => m._id === onlyMember) : membersFor(members, service);
  const submitted = formState.submitCount > 0;
  // The services follow the member: one they do not perform gives way to the first they do.
  const chooseMember = (next: string | null) => {
    form.setValue('teamMember', next);
    const theirs = servicesFor(services, members, next);
    if (!theirs.some((s) => s._id === serviceId)) form.setValue('service', firstService(theirs)?._id ?? '');
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Service"
        value={serviceId}
        onChange={(event) => form.setValue('service', event.target.value, { shouldValidate: submitted })}
        error={errors.service?.message}
      >
        {offered.length === 0 ? <option value="">No services</option> : null}
        {offered.map((s) => (
          <option key={s._id} value={s._id}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Team member"
        value={memberId ?? ''}
        onChange={(event) => chooseMember(event.target.value || null)}
      >
        {onlyMember ? null : <option value="">Anyone free</option>}
        {people.map((m) => (
          <option key={m._id} value={m._id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      {rules.needsDate ? (
        <TextField
          label="Date"
          type="date"
          {...register('bookingDate')}
          error={errors.bookingDate?.message}
        />
      ) : null}
      {rules.needsTime ? (
        <TextField
          label="Time"
          type="time"
          step={900}
          {...register('startTime')}
          error={errors.startTime?.message}
        />
      ) : null}
    </div>
  );
}
