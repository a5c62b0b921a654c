// 'Details' of the service form: name, description, and the duration and price with the switches
// that show them (prices in the business's currency).
import {
  currencySymbol,
  formatMoney,
  SERVICE_DURATION_MAX_MINUTES,
  SERVICE_DURATION_MIN_MINUTES,
  SERVICE_PRICE_MIN,
  SERVICE_PRICE_STEP,
} from '@booklane/shared/domain';
import { type Business } from '@booklane/shared/schemas';
import { useWatch } from 'react-hook-form';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { FormSection } from '@/components/ui/form-section';
import type { ServiceFormApi } from './use-service-form';

export function DetailsFields({ form, business }: { form: ServiceFormApi; business: Business }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [hasDuration, hasPricing, price] = useWatch({
    control,
    name: ['hasDuration', 'hasPricing', 'price'],
  });
  const symbol = currencySymbol(business.currency, business.customCurrency);
  return (
    <FormSection title="Details">
      <TextField label="Service name" required error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label="Description"
        optional
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-3">
          <Switch label="Has a duration" {...register('hasDuration')} />
          {hasDuration ? (
            <TextField
              label="Duration (minutes)"
              type="number"
              inputMode="numeric"
              min={SERVICE_DURATION_MIN_MINUTES}
              max={SERVICE_DURATION_MAX_MINUTES}
              step={1}
              required
              error={errors.duration?.message}
              {...register('duration', { valueAsNumber: true })}
            />
          ) : (
            <p className="text-sm text-slate-600">Duration is not shown to customers.</p>
          )}
        </div>
        <div className="space-y-3">
          <Switch label="Has a price" {...register('hasPricing')} />
          {hasPricing ? (
            <TextField
              label="Price"
              type="number"
              inputMode="decimal"
              min={SERVICE_PRICE_MIN}
              step={SERVICE_PRICE_STEP}
              required
              prefix={symbol || undefined}
              hint={
                typeof price === 'number' && Number.isFinite(price)
                  ? `Shown as ${formatMoney(price, business.currency, business.customCurrency)}`
                  : undefined
              }
              error={errors.price?.message}
              {...register('price', { valueAsNumber: true })}
            />
          ) : (
            <p className="text-sm text-slate-600">Price is not shown to customers.</p>
          )}
        </div>
      </div>
    </FormSection>
  );
}
