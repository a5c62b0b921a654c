// @vitest-environment happy-dom
// API tokens as an account uses them (decisions.md 9.5): the list with each token's access and last
// use, a token created with its name and access and shown once with Copy, the server's refusal in
// its words, and a revocation asked first.
import { INTEGRATION_MESSAGES } from '@booklane/shared/domain';
import type { ApiToken } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { ApiTokensCard } from './api-tokens-card';

cleanUpAfterEach();

const customer = { id: 'u2', name: 'Casey Customer', email: 'casey@example.com', role: 'customer' as const };
const LIST = 'GET /api/users/api-tokens';
const CREATE = 'POST /api/users/api-tokens';
const TOKEN_ID = 'c0a80101-0000-4000-8000-0000000000c1';
const TOKEN = 'blk_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

function aToken(overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    _id: TOKEN_ID,
    name: 'Spreadsheet sync',
    scope: 'write',
    hint: 'blk_9f8e',
    createdAt: new Date(Date.UTC(2026, 0, 5)).toISOString(),
    lastUsedAt: null,
    ...overrides,
  };
}

describe('ApiTokensCard', () => {
  it('creates a token with its name and access, shows it once with Copy, then lists it unused', async () => {
    let list: ApiToken[] = [];
    const sent = answerApi({
      [LIST]: () => list,
      [CREATE]: ({ body }) => {
        const created = aToken(body as Partial<ApiToken>);
        list = [created];
        return { status: 201, body: { ...created, token: TOKEN } };
      },
    });
    const { user } = renderWith(<ApiTokensCard />, { user: customer });
    expect(await screen.findByText('No API tokens yet.')).toBeTruthy();
    expect(screen.getByText('Authorization: Bearer <token>')).toBeTruthy();
    expect(screen.getByRole('link', { name: /API documentation/ }).getAttribute('href')).toBe('/api/docs');

    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const form = within(screen.getByRole('dialog', { name: 'Create API token' }));
    await user.click(form.getByRole('button', { name: 'Create token' }));
    expect(await form.findByText(INTEGRATION_MESSAGES.apiTokenNameRequired)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    expect((form.getByRole('radio', { name: /^Read only/ }) as HTMLInputElement).checked).toBe(true);
    await fill(user, form.getByLabelText('Name'), 'Spreadsheet sync');
    await user.click(form.getByRole('radio', { name: /^Read and write/ }));
    await user.click(form.getByRole('button', { name: 'Create token' }));

    const shown = within(await screen.findByRole('dialog', { name: 'API token created' }));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Spreadsheet sync',
      scope: 'write',
    });
    expect((shown.getByLabelText('Your API token') as HTMLInputElement).value).toBe(TOKEN);
    expect(shown.getByText(/it will not be shown again/)).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    await user.click(shown.getByRole('button', { name: 'Done' }));

    const row = within(await screen.findByTestId('api-token'));
    expect(row.getByRole('heading', { name: 'Spreadsheet sync' })).toBeTruthy();
    expect(row.getByText('Read and write')).toBeTruthy();
    expect(row.getByText(/Never used/)).toBeTruthy();
    expect(screen.queryByDisplayValue(TOKEN)).toBeNull();
    expect(screen.queryByText(TOKEN)).toBeNull();
  });

  it("shows the server's refusal in its words", async () => {
    answerApi({
      [LIST]: [],
      [CREATE]: { status: 409, body: { message: INTEGRATION_MESSAGES.apiTokensTooMany, error: 'conflict' } },
    });
    const { user } = renderWith(<ApiTokensCard />, { user: customer });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const form = within(screen.getByRole('dialog', { name: 'Create API token' }));
    await fill(user, form.getByLabelText('Name'), 'One too many');
    await user.click(form.getByRole('button', { name: 'Create token' }));
    expect(await form.findByText(INTEGRATION_MESSAGES.apiTokensTooMany)).toBeTruthy();
  });

  it('revokes a token only once confirmed', async () => {
    const lastUsedAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    let list = [aToken({ scope: 'read', lastUsedAt })];
    const sent = answerApi({
      [LIST]: () => list,
      [`DELETE /api/users/api-tokens/${TOKEN_ID}`]: () => {
        list = [];
        return { message: 'API token revoked' };
      },
    });
    const { user } = renderWith(<ApiTokensCard />, { user: customer });
    const row = within(await screen.findByTestId('api-token'));
    expect(row.getByText('Read only')).toBeTruthy();
    expect(row.getByText(/Last used 3 days ago/)).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Revoke Spreadsheet sync' }));
    const question = within(screen.getByRole('dialog', { name: 'Revoke Spreadsheet sync?' }));
    await user.click(question.getByRole('button', { name: 'Revoke token' }));
    await vi.waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No API tokens yet.')).toBeTruthy();
  });
});
