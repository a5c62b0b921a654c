// Account information (spec section 5: name, phone, email required, email format): the shared
// profile form with the business profile's texts and its PUT /users/profile mutation.
import { ERROR_MESSAGES, SUCCESS_MESSAGES, type User } from '@booklane/shared';
import { ProfileInfoForm } from '@/components/profile/profile-info-form';
import { useUpdateProfile } from '@/entities/user/api/get-profile';

export function AccountInfoForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  return (
    <ProfileInfoForm
      user={user}
      mutation={save}
      title="Account Information"
      description="The owner of this business account."
      submitLabel="Save account information"
      successMessage={SUCCESS_MESSAGES.userProfileUpdated}
      failureMessage={ERROR_MESSAGES.updateUserProfile}
      failureVariant="titled"
    />
  );
}
