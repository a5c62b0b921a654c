// Business information (spec section 5): every business field, description required when
// editing, custom currency, links and the time zone; and the booking policy (decisions.md 8.3:
// cancellation notice and reminders), saved with them in the same call.
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@booklane/shared/domain';
import { type Business, type UpdateBusinessRequest } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import {
  BusinessFields,
  businessToFields,
  type BusinessFieldsValues,
} from '@/components/business/business-fields';
import { ProfileCard } from '@/components/profile/profile-card';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorReason, hasStatus } from '@/lib/api-client';
import { refreshOwnBusiness } from '@/entities/business/api/get-my-business';
import { updateBusiness } from '../api/update-business';
import { businessProfileResolver, type BusinessProfileValues } from '../business-form-resolver';
import { policyToFields } from '../policy-model';
import { BookingPolicyFields } from './booking-policy-fields';

/** The form's values of a stored business: its fields and its policy. */
function formValues(business: Business): BusinessProfileValues {
  return { ...businessToFields(business), policy: policyToFields(business) };
}

export function BusinessInfoForm({ business }: { business: Business }) {
  const queryClient = useQueryClient();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BusinessProfileValues, unknown, UpdateBusinessRequest>({
    resolver: businessProfileResolver,
    defaultValues: formValues(business),
  });
  const [currency, username] = useWatch({ control, name: ['currency', 'username'] });
  const save = useMutation({
    mutationFn: (values: UpdateBusinessRequest) => updateBusiness(business._id, values),
    onSuccess: async (saved) => {
      reset(formValues(saved));
      await refreshOwnBusiness(queryClient);
    },
    onError: (err) => {
      if (hasStatus(err, 409)) setError('username', { message: errorReason(err) });
    },
  });
  return (
    <ProfileCard title="Business Information" description="What customers see on your public page.">
      <form
        noValidate
        onSubmit={handleSubmit((values) => save.mutate(values))}
        className="space-y-5"
        aria-busy={save.isPending}
      >
        {save.isError ? (
          <Alert title={ERROR_MESSAGES.updateBusinessInformation}>
            {save.error instanceof ApiError ? save.error.body?.message : null}
          </Alert>
        ) : null}
        {save.isSuccess ? <Alert tone="success">{SUCCESS_MESSAGES.businessInformationUpdated}</Alert> : null}
        <BusinessFields
          // The business fields register only their own names; the policy sits beside them.
          register={register as unknown as UseFormRegister<BusinessFieldsValues>}
          errors={errors}
          currency={currency}
          username={username}
          descriptionRequired
          currentTimeZone={business.timezone}
        />
        <BookingPolicyFields control={control} register={register} errors={errors} />
        <button type="submit" disabled={save.isPending} className={buttonClasses('primary')}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? 'Saving...' : 'Save business information'}
        </button>
      </form>
    </ProfileCard>
  );
}
