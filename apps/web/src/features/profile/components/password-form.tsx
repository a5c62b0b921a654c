// Password change (spec section 5): the shared password card with the business profile's texts;
// 'New passwords do not match' is checked before the length. Hidden behind a Change Password
// button; Cancel hides and clears it.
import { PasswordCard } from '@/components/profile/password-card';
import { useChangePassword } from '@/entities/user/api/get-profile';

export function PasswordForm({ canChange }: { canChange: boolean }) {
  const save = useChangePassword();
  return (
    <PasswordCard
      mutation={save}
      canChange={canChange}
      description="Changing the password signs out your other devices."
      externalText="This account signs in with an external provider and has no password."
      failureVariant="titled"
    />
  );
}
