// Who the new booking is for: a customer found as you type (a customer account is named by its id;
// a guest's name, email and phone fill the fields below), or a new one: a name is enough, email
// and phone are optional (without an email no message is sent).
import type { CustomerSummary } from '@booklane/shared/schemas';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { CustomerSearch } from './customer-search';
import type { NewBookingFormApi } from './when-fields';

export function CustomerFields({
  form,
  businessId,
  account,
  onChoose,
}: {
  form: NewBookingFormApi;
  businessId: string;
  /** The customer account chosen, if one was. */
  account: CustomerSummary | null;
  onChoose: (customer: CustomerSummary | null) => void;
}) {
  const errors = form.formState.errors.customer;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Customer</legend>
      {account ? (
        <div
          className="flex items-start justify-between gap-3 rounded-lg bg-indigo-50 p-3"
          data-testid="chosen-customer"
        >
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{account.name}</p>
            <p className="break-words text-sm text-slate-700">
              {[account.email, account.phone].filter(Boolean).join(' · ')}
            </p>
          </div>
          <button type="button" onClick={() => onChoose(null)} className={buttonClasses('secondary', 'sm')}>
            Change customer
          </button>
        </div>
      ) : (
        <>
          <CustomerSearch businessId={businessId} onChoose={onChoose} />
          <p className="text-sm font-medium text-slate-700">Or a new customer</p>
          <TextField
            label="Name"
            autoComplete="off"
            {...form.register('customer.name')}
            error={errors?.name?.message ?? errors?.message}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Email"
              type="email"
              optional
              autoComplete="off"
              {...form.register('customer.email')}
              error={errors?.email?.message}
              hint="Without it, no email is sent."
            />
            <TextField
              label="Phone"
              type="tel"
              optional
              autoComplete="off"
              {...form.register('customer.phone')}
              error={errors?.phone?.message}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
