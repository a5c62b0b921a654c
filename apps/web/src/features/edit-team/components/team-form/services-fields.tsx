// 'Services' of the team member form: all of them (new ones too), or the ones ticked.
import type { Service } from '@booklane/shared/schemas';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { FormSection } from '@/components/ui/form-section';
import type { TeamFormApi } from './use-team-member-form';

const CHECK_ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-indigo-300 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 sm:min-h-10';
const CHECKBOX = 'h-5 w-5 shrink-0 rounded border-slate-300 text-indigo-600';

export function ServicesFields({ form, services }: { form: TeamFormApi; services: readonly Service[] }) {
  const { control, register, formState } = form;
  const [allServices, serviceIds] = useWatch({ control, name: ['allServices', 'serviceIds'] });
  const errorId = useId();
  const error = formState.errors.serviceIds?.message;
  return (
    <FormSection title="Services" description="What customers can book this team member for.">
      <label className={CHECK_ROW}>
        <input type="checkbox" className={CHECKBOX} {...register('allServices')} />
        <span>
          <span className="block font-medium">All services</span>
          <span className="block text-slate-600">Services you add later too.</span>
        </span>
      </label>
      {allServices ? null : services.length === 0 ? (
        <p className="text-sm text-slate-600">You have no services yet.</p>
      ) : (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Services they perform</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {services.map((service) => (
              <label key={service._id} className={CHECK_ROW}>
                <input type="checkbox" value={service._id} className={CHECKBOX} {...register('serviceIds')} />
                <span className="min-w-0 break-words">
                  {service.name}
                  {service.isActive ? null : <span className="text-slate-500"> (offline)</span>}
                </span>
              </label>
            ))}
          </div>
          {error ? (
            <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : (serviceIds ?? []).length === 0 ? (
            <p className="mt-1.5 text-sm text-amber-800">No service ticked: nobody can book them.</p>
          ) : null}
        </fieldset>
      )}
    </FormSection>
  );
}
