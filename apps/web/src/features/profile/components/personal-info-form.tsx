// Personal Information: name, phone, email (all required, email format); success 'Profile updated
// successfully!', failure the server's message or 'Failed to update profile'. The shared profile
// form with the customer profile's texts and its PUT /users/profile mutation.
import { ERROR_MESSAGES, SUCCESS_MESSAGES, type User } from '@booklane/shared';
import { ProfileInfoForm } from '@/components/profile/profile-info-form';
import { useUpdateProfile } from '@/entities/user/api/get-profile';

export function PersonalInfoForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  return (
    <ProfileInfoForm
      user={user}
      mutation={save}
      title="Personal Information"
      description="Businesses see these details when you book."
      submitLabel="Save changes"
      successMessage={SUCCESS_MESSAGES.profileUpdated}
      failureMessage={ERROR_MESSAGES.updateProfile}
      failureVariant="inline"
    />
  );
}
