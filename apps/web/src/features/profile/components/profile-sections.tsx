// The account's own details on both profile pages, with each role's texts (spec section 5 and
// spec section 2 "Customer profile"): name, email and phone (PUT /users/profile), and the password
// (PUT /users/password; hidden behind 'Change Password', Cancel hides and clears it, 'New
// passwords do not match' is checked before the length). A failed save shows the server's message
// or the role's fallback.
import { ERROR_MESSAGES, SUCCESS_MESSAGES, type UserRole } from '@booklane/shared/domain';
import { type User } from '@booklane/shared/schemas';
import { PasswordCard } from '@/components/profile/password-card';
import { ProfileInfoForm } from '@/components/profile/profile-info-form';
import { useChangePassword } from '../api/change-password';
import { useUpdateProfile } from '../api/update-profile';

const INFO_TEXTS = {
  business: {
    title: 'Account Information',
    description: 'The person who signs in with this business account.',
    submitLabel: 'Save account information',
    successMessage: SUCCESS_MESSAGES.userProfileUpdated,
    failureMessage: ERROR_MESSAGES.updateUserProfile,
    failureVariant: 'titled',
  },
  customer: {
    title: 'Personal Information',
    description: 'Businesses see these details when you book.',
    submitLabel: 'Save changes',
    successMessage: SUCCESS_MESSAGES.profileUpdated,
    failureMessage: ERROR_MESSAGES.updateProfile,
    failureVariant: 'inline',
  },
} as const;

const PASSWORD_TEXTS = {
  business: {
    description: 'Changing the password signs out your other devices.',
    externalText: 'This account signs in with an external provider and has no password.',
    failureVariant: 'titled',
  },
  customer: {
    description: 'Keep your account safe with a strong password.',
    externalText: 'You sign in with an external provider, so there is no password to change.',
    failureVariant: 'inline',
  },
} as const;

/**
 * Name, email and phone ('Account Information' of a business, 'Personal Information' of a
 * customer); a business account also chooses its weekly summary email there.
 */
export function ProfileInfoSection({ user, role }: { user: User; role: UserRole }) {
  const save = useUpdateProfile();
  return (
    <ProfileInfoForm user={user} mutation={save} weeklySummary={role === 'business'} {...INFO_TEXTS[role]} />
  );
}

/** The password change; an account of an external provider has none. */
export function PasswordSection({ user, role }: { user: User; role: UserRole }) {
  const save = useChangePassword();
  return <PasswordCard mutation={save} canChange={user.provider === 'local'} {...PASSWORD_TEXTS[role]} />;
}
