// @vitest-environment happy-dom
// The page a sign-in was for (`?next=`) is kept on every way through (issue 38 item 3): from the
// login to the registration and back, through an account created on the spot, through a failed
// external sign-in and the welcome page it lands on, and through the role step after an external
// sign-in (unless the role chosen may not open that page).
import { SESSION_STORAGE_KEYS, type UserRole } from '@booklane/shared/domain';
import { screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chatWithBusinessPath, loginReturningTo, PATHS } from '@/config/paths';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { session, type SessionUser } from '@/lib/session';
import { sessionStore } from '@/lib/storage';
import { AuthCallback } from './auth-callback';
import { CustomerRegisterForm } from './customer-register-form';
import { LoginScreen } from './login-screen';
import { RoleChoice } from './role-choice';
import { Welcome } from './welcome';

cleanUpAfterEach();

const CHAT = chatWithBusinessPath('b1');
const NEXT = `next=${encodeURIComponent(CHAT)}`;

function account(role: UserRole, provider: 'local' | 'google' = 'local') {
  return {
    id: 'u1',
    name: 'Gita Guest',
    email: 'gita@example.test',
    phone: '+1 555 0142',
    role,
    avatar: null,
    provider,
    emailVerified: false,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
  };
}

/** Where the app is now: the path and query the router shows. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The app's auth pages from `start`, with every other page only saying where it is. */
function openAt(start: string, user: SessionUser | null = null) {
  return renderWith(
    <Routes>
      <Route path="/" element={<Navigate to={start} replace />} />
      <Route path={PATHS.welcome} element={<Welcome />} />
      <Route path={PATHS.customerLogin} element={<LoginScreen role="customer" />} />
      <Route path={PATHS.customerRegister} element={<CustomerRegisterForm />} />
      <Route path={PATHS.authCallback} element={<AuthCallback />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { user },
  );
}

const where = () => screen.findByTestId('where').then((element) => element.textContent);

describe('the page a sign-in was for', () => {
  it('is named on the login, and kept by its way to create an account', async () => {
    answerApi({ 'GET /api/auth/providers': { providers: [] } });
    openAt(loginReturningTo(PATHS.customerLogin, CHAT));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Please log in as a customer to start a chat. You will be taken to the chat.',
    );
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe(
      `${PATHS.customerRegister}?${NEXT}`,
    );
  });

  it('is where a new account goes once registered', async () => {
    answerApi({
      'GET /api/auth/providers': { providers: [] },
      'POST /api/auth/register': { status: 201, body: { token: 'jwt', user: account('customer') } },
    });
    const view = openAt(`${PATHS.customerRegister}?${NEXT}`);
    await fill(view.user, await screen.findByLabelText(/^Full name/), 'Gita Guest');
    await fill(view.user, screen.getByLabelText(/^Email/), 'gita@example.test');
    await fill(view.user, screen.getByLabelText(/^Phone/), '+1 555 0142');
    await fill(view.user, screen.getByLabelText(/^Password/), 'secret123');
    await view.user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await where()).toBe(CHAT);
    expect(session.get().token).toBe('jwt');
  });

  it('survives a failed external sign-in: the welcome page says why and tries again with it', async () => {
    answerApi({});
    sessionStore.set(SESSION_STORAGE_KEYS.oauthRole, 'customer');
    sessionStore.set(SESSION_STORAGE_KEYS.oauthNonce, 'nonce-of-this-tab');
    sessionStore.set(SESSION_STORAGE_KEYS.oauthReturnTo, CHAT);
    openAt(`${PATHS.authCallback}?error=access_denied`);
    expect(await screen.findByText('Sign-in did not complete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login as a customer' }).getAttribute('href')).toBe(
      `${PATHS.customerLogin}?${NEXT}`,
    );
    expect(screen.getByRole('link', { name: 'Register as a customer' }).getAttribute('href')).toBe(
      `${PATHS.customerRegister}?${NEXT}`,
    );
    expect(session.get().token).toBeNull();
  });

  it('is where the role step leads, for a role that may open it', async () => {
    answerApi({
      'PUT /api/auth/update-role': { token: 'jwt-2', user: account('customer', 'google') },
    });
    const view = renderWith(
      <Routes>
        <Route path="/" element={<RoleChoice user={account('business', 'google')} returnTo={CHAT} />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { user: account('business', 'google') },
    );
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await where()).toBe(CHAT);
  });

  it('is not where the role step leads a role that may not open it: its dashboard instead', async () => {
    answerApi({
      'PUT /api/auth/update-role': { token: 'jwt-2', user: account('business', 'google') },
    });
    const view = renderWith(
      <Routes>
        <Route path="/" element={<RoleChoice user={account('customer', 'google')} returnTo={CHAT} />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { user: account('customer', 'google') },
    );
    await view.user.click(screen.getByRole('radio', { name: /Business Owner/ }));
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(async () => expect(await where()).toBe(PATHS.businessDashboard));
  });
});
