// @vitest-environment happy-dom
// "Delete account" (decisions.md 9.6): the dialog says what deleting does before it is done (a
// business owner hears what happens to the business and is offered the export), asks for the
// password, shows a wrong one under the field with the account still signed in, and once the
// account is deleted ends the session.
import { PRIVACY_MESSAGES } from '@booklane/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { DeleteAccountDialog } from './delete-account-dialog';

cleanUpAfterEach();

const DELETE = 'DELETE /api/users/me';
const user = {
  id: 'u1',
  name: 'Ada Customer',
  email: 'ada@example.test',
  phone: '+44 20 7946 0000',
  role: 'customer' as const,
  avatar: null,
  provider: 'local' as const,
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function open(props: Partial<Parameters<typeof DeleteAccountDialog>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderWith(<DeleteAccountDialog role="customer" hasPassword onClose={onClose} {...props} />, {
    user,
  });
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Delete account' }) };
}

describe('DeleteAccountDialog', () => {
  it('tells a customer what happens, and deletes the account with the password, signing out', async () => {
    const sent = answerApi({ [DELETE]: { status: 200, body: null } });
    const view = open();
    expect(view.dialog.textContent).toContain('Your upcoming bookings are cancelled');
    expect(view.dialog.textContent).toContain('without your name, email or phone');

    await fill(view.user, screen.getByLabelText(/^Password/), 'secret123');
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(session.get().token).toBeNull());
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/api/users/me', body: { password: 'secret123' } }),
    ]);
  });

  it('asks for the password before sending anything', async () => {
    const sent = answerApi({ [DELETE]: { status: 200, body: null } });
    const view = open();
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByRole('alert').textContent).toBe(PRIVACY_MESSAGES.deletePasswordRequired);
    expect(sent).toEqual([]);
  });

  it('shows a wrong password under the field and keeps the account signed in', async () => {
    answerApi({
      [DELETE]: {
        status: 400,
        body: {
          message: PRIVACY_MESSAGES.deletePasswordWrong,
          details: [{ path: 'password', message: PRIVACY_MESSAGES.deletePasswordWrong }],
        },
      },
    });
    const view = open();
    await fill(view.user, screen.getByLabelText(/^Password/), 'not-it');
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(PRIVACY_MESSAGES.deletePasswordWrong),
    );
    expect(session.get().token).toBe('test-token');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a business owner what happens to the business and offers the export first', () => {
    const view = open({ role: 'business', exportFirst: <button type="button">Download my data</button> });
    expect(view.dialog.textContent).toContain('Your business is unpublished');
    expect(view.dialog.textContent).toContain('every customer is told by email');
    expect(view.dialog.textContent).toContain('Download your data first');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('keeps the account when the person changes their mind', async () => {
    const sent = answerApi({});
    const view = open();
    await view.user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(view.onClose).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });
});
