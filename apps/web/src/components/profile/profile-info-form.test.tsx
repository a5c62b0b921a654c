// @vitest-environment happy-dom
// The profile's email as its owner changes it (docs/decisions/0030): a new address asks for the
// current password, is sent with it, and the form says the change waits for the new address's link.
import type { UpdateProfileRequest, User } from '@booklane/shared/schemas';
import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '@/lib/api-client';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { ProfileInfoForm } from './profile-info-form';

cleanUpAfterEach();

const casey: User = {
  id: 'u1',
  name: 'Casey',
  email: 'casey@example.test',
  phone: '+1 555 0100',
  role: 'customer',
  avatar: null,
  provider: 'local',
  emailVerified: true,
  pendingEmail: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function Form({ user, weeklySummary }: { user: User; weeklySummary?: boolean }) {
  const mutation = useMutation({
    mutationFn: (body: UpdateProfileRequest) => callApi('updateProfile', { body }),
  });
  return (
    <ProfileInfoForm
      user={user}
      mutation={mutation}
      weeklySummary={weeklySummary}
      title="Personal Information"
      description="Your details"
      submitLabel="Update Profile"
      successMessage="Profile updated successfully"
      failureMessage="Failed to update profile"
      failureVariant="inline"
    />
  );
}

describe('ProfileInfoForm', () => {
  it('asks for the current password only when the email changes, and sends it', async () => {
    const sent = answerApi({
      'PUT /api/users/profile': (r: { body: UpdateProfileRequest }) => ({
        ...casey,
        name: r.body.name,
        pendingEmail: r.body.email === casey.email ? null : r.body.email,
      }),
    });
    const { user } = renderWith(<Form user={casey} />, { user: casey });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();

    await fill(user, screen.getByLabelText(/^Email/), 'casey@new.example');
    await fill(user, await screen.findByLabelText(/^Current password/), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText(/We sent a link to casey@new.example/)).toBeTruthy();
    expect(sent.at(-1)?.body).toEqual({
      name: 'Casey',
      email: 'casey@new.example',
      phone: '+1 555 0100',
      currentPassword: 'secret123',
    });
    // The account keeps its address meanwhile: the field shows it again, without the password.
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe(casey.email);
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });

  it('sends no password for a change of name only', async () => {
    const sent = answerApi({ 'PUT /api/users/profile': casey });
    const { user } = renderWith(<Form user={casey} />, { user: casey });
    await fill(user, screen.getByLabelText(/^Full name/), 'Casey Jones');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Profile updated successfully');
    expect(sent.at(-1)?.body).not.toHaveProperty('currentPassword');
  });

  it('lets a business account turn the weekly summary email off and on, and shows a customer none', async () => {
    const olive: User = { ...casey, id: 'u2', name: 'Olive', role: 'business', weeklySummaryEmails: true };
    const sent = answerApi({
      'PUT /api/users/profile': (r: { body: UpdateProfileRequest }) => ({
        ...olive,
        weeklySummaryEmails: r.body.weeklySummaryEmails,
      }),
    });
    const { user } = renderWith(<Form user={olive} weeklySummary />, { user: olive });
    const box = screen.getByRole('checkbox', { name: 'Weekly summary email' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Every Monday morning/)).toBeTruthy();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Profile updated successfully');
    expect(sent.at(-1)?.body).toEqual({
      name: 'Olive',
      email: casey.email,
      phone: '+1 555 0100',
      weeklySummaryEmails: false,
    });
    // The form shows what was saved.
    expect((screen.getByRole('checkbox', { name: 'Weekly summary email' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('has no weekly summary choice for a customer, and sends none', async () => {
    const sent = answerApi({ 'PUT /api/users/profile': casey });
    const { user } = renderWith(<Form user={casey} />, { user: casey });
    expect(screen.queryByRole('checkbox', { name: 'Weekly summary email' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByText('Profile updated successfully');
    expect(sent.at(-1)?.body).not.toHaveProperty('weeklySummaryEmails');
  });
});
