// @vitest-environment happy-dom
// The Google and Facebook buttons show only for the providers the server is configured for
// (GET /auth/providers, issue 33); none configured, and the block is not there at all.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { SocialSignIn } from './social-sign-in';

cleanUpAfterEach();

const PROVIDERS = 'GET /api/auth/providers';

describe('SocialSignIn', () => {
  it('shows a button for each configured provider, starting its sign-in with the role', async () => {
    answerApi({ [PROVIDERS]: { providers: ['google', 'facebook'] } });
    renderWith(<SocialSignIn role="business" />);
    const google = await screen.findByRole('link', { name: 'Google' });
    expect(google.getAttribute('href')).toMatch(/^\/api\/auth\/google\?state=/);
    expect(decodeURIComponent(google.getAttribute('href') ?? '')).toContain('"intendedRole":"business"');
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toMatch(
      /^\/api\/auth\/facebook\?state=/,
    );
  });

  it('leaves out a provider that is not configured', async () => {
    answerApi({ [PROVIDERS]: { providers: ['google'] } });
    renderWith(<SocialSignIn role="customer" />);
    expect(await screen.findByRole('link', { name: 'Google' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it.each([
    ['no provider is configured', { providers: [] }],
    ['the call failed', { status: 500, body: { message: 'Internal server error' } }],
  ])('shows nothing when %s, nor while it is unknown', async (_case, answer) => {
    const sent = answerApi({ [PROVIDERS]: answer });
    const { container, queryClient } = renderWith(<SocialSignIn role="customer" />);
    expect(container.textContent).toBe('');
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
