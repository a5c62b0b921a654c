// @vitest-environment happy-dom
// The booking policy's waitlist hold (decisions.md 9.3) in the business form: it starts from the
// stored minutes, explains itself, refuses a value out of 5-1440 with the shared message on the
// field (nothing sent), and saves the minutes typed with the rest of the business.
import { VALIDATION_MESSAGES } from '@booklane/shared/domain';
import type { UpdateBusinessRequest } from '@booklane/shared/schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBusiness, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith, type SentRequest } from '@/test-utils/render';
import { BusinessInfoForm } from './business-info-form';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const UPDATE = `PUT /api/businesses/${BUSINESS_ID}`;

function renderForm() {
  const business = aBusiness({ waitlistHoldMinutes: 30 });
  const sent = answerApi({
    [UPDATE]: ({ body }: SentRequest) => ({ ...business, ...(body as UpdateBusinessRequest) }),
  });
  const view = renderWith(<BusinessInfoForm business={business} />, { user: owner });
  const hold = screen.getByLabelText('Hold a freed place for (minutes)') as HTMLInputElement;
  return { ...view, sent, hold };
}

const updates = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');

describe('the waitlist hold of the booking policy', () => {
  it('starts from the stored minutes and says what it does', () => {
    const { hold } = renderForm();
    expect(hold.value).toBe('30');
    expect(hold.min).toBe('5');
    expect(hold.max).toBe('1440');
    const hintId = hold.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hintId)?.textContent).toContain(
      'When a booked time frees up, the first person on the waitlist gets it held for this long before it goes to the next.',
    );
  });

  it('refuses a hold out of range with the shared message, and sends nothing', async () => {
    const { hold, user, sent } = renderForm();
    await fill(user, hold, '4');
    await user.click(screen.getByRole('button', { name: 'Save business information' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.waitlistHoldInvalid)).toBeTruthy();
    expect(hold.getAttribute('aria-invalid')).toBe('true');
    expect(updates(sent)).toHaveLength(0);

    await fill(user, hold, '1441');
    await user.click(screen.getByRole('button', { name: 'Save business information' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.waitlistHoldInvalid)).toBeTruthy();
    expect(updates(sent)).toHaveLength(0);
  });

  it('saves the minutes typed with the business', async () => {
    const { hold, user, sent } = renderForm();
    await fill(user, hold, '45');
    await user.click(screen.getByRole('button', { name: 'Save business information' }));
    await waitFor(() => expect(updates(sent)).toHaveLength(1));
    expect(updates(sent)[0]?.body).toMatchObject({ waitlistHoldMinutes: 45, cancellationNoticeHours: 24 });
    await waitFor(() => expect(hold.value).toBe('45'));
  });
});
