// @vitest-environment happy-dom
// A guarded page whose visitor ends the session themselves (decisions.md 9.6): once their account
// is deleted they land on the directory, signed out, not on the sign-in page the guard sends a
// signed-out visitor to (the guard is still on screen when the session ends).
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GUARDS } from '@/config/guards';
import { PATHS } from '@/config/paths';
import { DeleteAccountDialog } from '@/features/privacy/components/delete-account-dialog';
import { session } from '@/lib/session';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { RequireRole } from './require-role';

cleanUpAfterEach();

const customer = {
  id: 'u1',
  name: 'Ada Customer',
  email: 'ada@example.test',
  role: 'customer' as const,
};

describe('RequireRole', () => {
  it('lets a visitor who deleted their account go home, signed out', async () => {
    answerApi({ 'DELETE /api/users/me': { status: 200, body: null } });
    const view = renderWith(
      <Routes>
        <Route path={PATHS.explore} element={<p>The directory</p>} />
        <Route path={PATHS.customerLogin} element={<p>Sign in</p>} />
        <Route
          path={PATHS.customerProfile}
          element={
            <RequireRole rule={GUARDS.customerProfile}>
              <DeleteAccountDialog role="customer" hasPassword onClose={() => undefined} />
            </RequireRole>
          }
        />
      </Routes>,
      { user: customer, url: PATHS.customerProfile },
    );

    await fill(view.user, screen.getByLabelText(/^Password/), 'secret123');
    await view.user.click(screen.getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(screen.getByText('The directory')).toBeTruthy());
    expect(screen.queryByText('Sign in')).toBeNull();
    expect(session.get().user).toBeNull();
  });
});
