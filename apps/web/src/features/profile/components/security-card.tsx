// Security: the shared password card with the customer profile's texts. The change is hidden
// behind 'Change Password'; Cancel hides it and clears the
// three fields; success hides and clears them too ('Password updated successfully!'); failure
// shows the server's message or 'Failed to update password'.
import type { User } from '@booklane/shared';
import { PasswordCard } from '@/components/profile/password-card';
import { useChangePassword } from '@/entities/user/api/get-profile';

export function SecurityCard({ user }: { user: User }) {
  const save = useChangePassword();
  return (
    <PasswordCard
      mutation={save}
      canChange={user.provider === 'local'}
      description="Keep your account safe with a strong password."
      externalText="You sign in with an external provider, so there is no password to change."
      failureVariant="inline"
    />
  );
}
