// @vitest-environment happy-dom
// Webhooks as the owner uses them (decisions.md 9.5): the form checked with the shared schema and
// sending the events ticked, the server's refusal in its words, the signing secret shown once with
// Copy and gone once closed, a rotation asked first and its new secret shown once, and the
// delivery log of a test event.
import { INTEGRATION_MESSAGES, WEBHOOK_EVENTS } from '@booklane/shared/domain';
import type { Webhook, WebhookDelivery } from '@booklane/shared/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBusiness, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { WebhooksSection } from './webhooks-section';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const WEBHOOK_ID = 'c0a80101-0000-4000-8000-0000000000a1';
const LIST = `GET /api/businesses/${BUSINESS_ID}/webhooks`;
const ADD = `POST /api/businesses/${BUSINESS_ID}/webhooks`;
const SECRET = 'whsec_c2VjcmV0LXNob3duLW9uY2UtMTIzNDU2Nzg5MA==';

function aWebhook(overrides: Partial<Webhook> = {}): Webhook {
  return {
    _id: WEBHOOK_ID,
    url: 'https://hooks.example.com/booklane',
    events: ['booking.created', 'booking.cancelled'],
    isActive: true,
    secretHint: 'whsec_c2Vj',
    createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    lastDelivery: null,
    ...overrides,
  };
}

function renderSection() {
  return renderWith(<WebhooksSection business={aBusiness()} />, { user: owner });
}

describe('WebhooksSection', () => {
  it("checks the form with the shared schema's words and sends nothing while it is wrong", async () => {
    const sent = answerApi({ [LIST]: [] });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add webhook' }));
    // Every event is ticked to begin with; "All events" clears them.
    const all = dialog.getByRole('checkbox', { name: 'All events' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    await user.click(all);
    expect(dialog.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    await fill(user, dialog.getByLabelText('Endpoint URL'), 'ftp://files.example.com');
    await user.click(dialog.getByRole('button', { name: 'Add webhook' }));
    expect(await dialog.findByText(INTEGRATION_MESSAGES.webhookUrlInvalid)).toBeTruthy();
    expect(dialog.getByText(INTEGRATION_MESSAGES.webhookEventsRequired)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('adds a webhook for the events ticked, shows its secret once with Copy, and lists it', async () => {
    let list: Webhook[] = [];
    const sent = answerApi({
      [LIST]: () => list,
      [ADD]: ({ body }) => {
        const created = aWebhook(body as Partial<Webhook>);
        list = [created];
        return { status: 201, body: { ...created, secret: SECRET } };
      },
    });
    const { user } = renderSection();
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const form = within(screen.getByRole('dialog', { name: 'Add webhook' }));
    await user.click(form.getByRole('checkbox', { name: 'All events' }));
    await user.click(form.getByRole('checkbox', { name: /^Booking cancelled/ }));
    await user.click(form.getByRole('checkbox', { name: /^New booking/ }));
    expect((form.getByRole('checkbox', { name: 'All events' }) as HTMLInputElement).indeterminate).toBe(true);
    await fill(user, form.getByLabelText('Endpoint URL'), '  https://hooks.example.com/booklane ');
    await user.click(form.getByRole('button', { name: 'Add webhook' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Webhook added' }));
    // Sent trimmed, with the events in the list's order.
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/booklane',
      events: ['booking.created', 'booking.cancelled'],
    });
    expect((shown.getByLabelText('Signing secret') as HTMLInputElement).value).toBe(SECRET);
    expect(shown.getByText(/it will not be shown again/)).toBeTruthy();
    const copy = shown.getByRole('button', { name: 'Copy' });
    expect(document.activeElement).toBe(copy);
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(shown.getByText('Copied to the clipboard.')).toBeTruthy();

    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const item = within(await screen.findByTestId('webhook'));
    expect(item.getByText('https://hooks.example.com/booklane')).toBeTruthy();
    expect(item.getByText('New booking, Booking cancelled')).toBeTruthy();
    expect(item.getByText('Active')).toBeTruthy();
    expect(item.getByText('No deliveries yet')).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it("shows the server's refusal in its words and keeps what was typed", async () => {
    answerApi({
      [LIST]: [],
      [ADD]: { status: 400, body: { message: INTEGRATION_MESSAGES.privateAddress, error: 'bad_request' } },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = within(screen.getByRole('dialog', { name: 'Add webhook' }));
    await fill(user, form.getByLabelText('Endpoint URL'), 'http://10.0.0.5/hook');
    await user.click(form.getByRole('button', { name: 'Add webhook' }));
    expect(await form.findByText(INTEGRATION_MESSAGES.privateAddress)).toBeTruthy();
    expect((form.getByLabelText('Endpoint URL') as HTMLInputElement).value).toBe('http://10.0.0.5/hook');
  });

  it('rotates the secret only once confirmed, and shows the new one once', async () => {
    const NEW_SECRET = 'whsec_bmV3LXNlY3JldC1hZnRlci1yb3RhdGlvbg==';
    const sent = answerApi({
      [LIST]: [aWebhook({ events: [...WEBHOOK_EVENTS] })],
      [`POST /api/webhooks/${WEBHOOK_ID}/secret`]: {
        ...aWebhook(),
        secretHint: 'whsec_bmV3',
        secret: NEW_SECRET,
      },
    });
    const { user } = renderSection();
    const item = within(await screen.findByTestId('webhook'));
    expect(item.getByText('All events')).toBeTruthy();
    await user.click(item.getByRole('button', { name: /^Rotate secret/ }));
    const question = within(screen.getByRole('dialog', { name: 'Rotate the signing secret?' }));
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(item.getByRole('button', { name: /^Rotate secret/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Rotate the signing secret?' })).getByRole('button', {
        name: 'Rotate secret',
      }),
    );
    const shown = within(await screen.findByRole('dialog', { name: 'New signing secret' }));
    expect((shown.getByLabelText('Signing secret') as HTMLInputElement).value).toBe(NEW_SECRET);
    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(NEW_SECRET)).toBeNull();
  });

  it("sends a test event and opens the log: each attempt's time, status code, duration and answer", async () => {
    const at = new Date(Date.UTC(2026, 2, 2, 9, 15, 7)).toISOString();
    const delivered: WebhookDelivery = {
      _id: 'msg_2abc',
      event: 'webhook.test',
      status: 'delivered',
      createdAt: at,
      nextAttemptAt: null,
      attempts: [
        { at, statusCode: 500, durationMs: 42, response: 'upstream down', error: null },
        { at, statusCode: 200, durationMs: 87, response: '{"ok":true}', error: null },
      ],
    };
    let deliveries: WebhookDelivery[] = [];
    const sent = answerApi({
      [LIST]: [aWebhook()],
      [`POST /api/webhooks/${WEBHOOK_ID}/test`]: () => {
        deliveries = [delivered];
        return { delivery: { ...delivered, status: 'queued', attempts: [] } };
      },
      [`GET /api/webhooks/${WEBHOOK_ID}/deliveries`]: () => ({ deliveries }),
    });
    const { user } = renderSection();
    const item = within(await screen.findByTestId('webhook'));
    expect(item.getByRole('button', { name: 'Deliveries' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(item.getByRole('button', { name: /^Send test event/ }));
    await vi.waitFor(() =>
      expect(sent.some((r) => r.method === 'POST' && r.path.endsWith('/test'))).toBe(true),
    );
    expect(item.getByRole('button', { name: 'Deliveries' }).getAttribute('aria-expanded')).toBe('true');
    const delivery = within(await item.findByTestId('webhook-delivery'));
    expect(delivery.getByText('Test event')).toBeTruthy();
    expect(delivery.getByText('Delivered')).toBeTruthy();
    const attempts = delivery.getAllByTestId('webhook-attempt');
    expect(attempts.map((attempt) => within(attempt).getByText(/^HTTP/).textContent)).toEqual([
      'HTTP 500 · 42 ms',
      'HTTP 200 · 87 ms',
    ]);
    expect(delivery.getByText('{"ok":true}')).toBeTruthy();
  });
});
