// @vitest-environment happy-dom
// 'Business Registration' in one call (issue 33): the account and its business with the browser's
// time zone (which the owner may change); a taken username is refused and shown at the field,
// with nothing signed in.
import { AUTH_MESSAGES } from '@booklane/shared/domain';
import type { RegisterRequest } from '@booklane/shared/schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBusiness } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { session } from '@/lib/session';
import { browserTimeZone } from '@/lib/time-zones';
import { BusinessRegisterForm } from './business-register-form';

cleanUpAfterEach();

const REGISTER = 'POST /api/auth/register';
const user = {
  id: 'u1',
  name: 'Robin Owner',
  email: 'robin@example.test',
  phone: null,
  role: 'business' as const,
  avatar: null,
  provider: 'local' as const,
  emailVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function fillForm(view: ReturnType<typeof renderWith>, username: string) {
  await fill(view.user, screen.getByLabelText(/^Business username/), username);
  await fill(view.user, screen.getByLabelText(/^Full name/), 'Robin Owner');
  await fill(view.user, screen.getByLabelText(/^Email/), 'robin@example.test');
  await fill(view.user, screen.getByLabelText(/^Password/), 'secret123');
  await view.user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
}

describe('BusinessRegisterForm', () => {
  it('registers the account with its business in one call, in the browser time zone', async () => {
    const sent = answerApi({
      [REGISTER]: {
        status: 201,
        body: { token: 'jwt', user, business: aBusiness({ username: 'robin-studio' }) },
      },
      'GET /api/auth/providers': { providers: [] },
      'GET /api/businesses/my-businesses': [aBusiness({ username: 'robin-studio' })],
    });
    const view = renderWith(<BusinessRegisterForm />);
    expect(screen.getByTestId('registration-time-zone').textContent).toContain(
      browserTimeZone().replace(/_/g, ' '),
    );
    await fillForm(view, 'Robin-Studio');
    await view.user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(session.get().token).toBe('jwt'));
    const body = sent.find((r) => r.path === '/api/auth/register')?.body as RegisterRequest;
    expect(body).toEqual({
      role: 'business',
      name: 'Robin Owner',
      email: 'robin@example.test',
      password: 'secret123',
      acceptTerms: true,
      business: { username: 'robin-studio', timezone: browserTimeZone() },
    });
  });

  it('sends the time zone the owner chose instead', async () => {
    const sent = answerApi({
      [REGISTER]: { status: 201, body: { token: 'jwt', user, business: aBusiness() } },
      'GET /api/auth/providers': { providers: [] },
      'GET /api/businesses/my-businesses': [aBusiness()],
    });
    const view = renderWith(<BusinessRegisterForm />);
    const change = screen.getByRole('button', { name: 'Change time zone' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    await view.user.click(change);
    expect(change.getAttribute('aria-expanded')).toBe('true');
    await view.user.selectOptions(screen.getByLabelText(/^Time zone/), 'Asia/Tokyo');
    expect(screen.getByTestId('registration-time-zone').textContent).toContain('Asia/Tokyo');
    await fillForm(view, 'tokyo-cuts');
    await view.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(sent.some((r) => r.path === '/api/auth/register')).toBe(true));
    const body = sent.find((r) => r.path === '/api/auth/register')?.body as RegisterRequest;
    expect(body).toMatchObject({ business: { username: 'tokyo-cuts', timezone: 'Asia/Tokyo' } });
  });

  it('shows a taken username at the field, focused, and signs nothing in', async () => {
    answerApi({
      [REGISTER]: { status: 409, body: { message: AUTH_MESSAGES.usernameTaken, error: 'conflict' } },
      'GET /api/auth/providers': { providers: [] },
    });
    const view = renderWith(<BusinessRegisterForm />);
    await fillForm(view, 'taken');
    await view.user.click(screen.getByRole('button', { name: 'Register' }));

    const field = screen.getByLabelText(/^Business username/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(AUTH_MESSAGES.usernameTaken);
    expect(session.get().token).toBeNull();
  });
});
