// Shown when the account has no business yet: the full business form (spec section 5), the
// username prefilled from pendingBusinessUsername (kept aside at registration, spec section 3).
import { DEFAULT_CURRENCY, FAILURE_MESSAGES, SESSION_STORAGE_KEYS } from '@booklane/shared/domain';
import { businessFormSchema, normalizeUsername, type BusinessFormValues } from '@booklane/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { BusinessFields, type BusinessFieldsValues } from '@/components/business/business-fields';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { StoreIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorReason, hasStatus } from '@/lib/api-client';
import { visitorTimeZone } from '@/lib/format';
import { createBusiness } from '@/entities/business/api/create-business';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { useSession } from '@/lib/session';
import { sessionStore } from '@/lib/storage';

// The create form checks with businessFormSchema (description optional); its values have the
// same fields as the edit form's, which BusinessFields is typed with.
const resolver = zodResolver(businessFormSchema) as unknown as Resolver<
  BusinessFieldsValues,
  unknown,
  BusinessFormValues
>;

export function CreateBusinessForm() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const zone = visitorTimeZone();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BusinessFieldsValues, unknown, BusinessFormValues>({
    resolver,
    defaultValues: {
      username: normalizeUsername(sessionStore.get(SESSION_STORAGE_KEYS.pendingBusinessUsername) ?? ''),
      name: '',
      description: '',
      category: '' as BusinessFieldsValues['category'],
      currency: DEFAULT_CURRENCY,
      customCurrency: '',
      address: '',
      phone: user?.phone ?? '',
      email: user?.email ?? '',
      locationLink: '',
      websiteLink: '',
      facebookLink: '',
      instagramLink: '',
      timezone: zone,
    },
  });
  const [currency, username] = useWatch({ control, name: ['currency', 'username'] });
  const create = useMutation({
    mutationFn: createBusiness,
    onSuccess: async (business) => {
      sessionStore.remove(SESSION_STORAGE_KEYS.pendingBusinessUsername);
      toast.success(`${business.name} is ready. Add your first service!`);
      await refreshOwnBusiness(queryClient);
    },
    onError: (err) => {
      if (hasStatus(err, 409)) setError('username', { message: errorReason(err) });
    },
  });

  return (
    <div className="mx-auto max-w-3xl">
      <div className="mb-6 flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          <StoreIcon />
        </span>
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Create your business</h1>
          <p className="mt-1 text-slate-600">
            Tell customers who you are. You can change everything later in your profile.
          </p>
        </div>
      </div>
      <form
        noValidate
        onSubmit={handleSubmit((values) => create.mutate(values))}
        className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        aria-busy={create.isPending}
      >
        {create.isError ? <Alert>{FAILURE_MESSAGES.createBusiness(errorReason(create.error))}</Alert> : null}
        <BusinessFields
          register={register}
          errors={errors}
          currency={currency}
          username={username}
          descriptionRequired={false}
          currentTimeZone={zone}
        />
        <button
          type="submit"
          disabled={create.isPending}
          className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
        >
          {create.isPending ? <Spinner /> : null}
          {create.isPending ? 'Creating...' : 'Create business'}
        </button>
      </form>
    </div>
  );
}
