// @vitest-environment happy-dom
// Closures and special hours as the owner edits them: dates picked on the calendar become closed
// days or one-off hours, the shared rules' messages say what is wrong, and the whole list is saved,
// with the bookings it leaves outside the hours named afterwards.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking, aBusiness, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { DateOverridesEditor } from './date-overrides-editor';

cleanUpAfterEach();

// Monday 2 March 2026 in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const SAVE = `PUT /api/businesses/${BUSINESS_ID}/date-overrides`;

function renderEditor() {
  return renderWith(<DateOverridesEditor business={aBusiness()} />, { user: owner });
}

describe('DateOverridesEditor', () => {
  it('asks for a date before adding, then lists the picked dates', async () => {
    const { user } = renderEditor();
    expect(screen.getByText('Pick one or more dates.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Sunday, March 1, 2026' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(screen.getByRole('alert').textContent).toBe('Pick one or more dates on the calendar');

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 10, 2026' }));
    await user.click(screen.getByRole('button', { name: 'Thursday, March 12, 2026' }));
    expect(screen.getByText('2 dates picked: Tue, Mar 10, Thu, Mar 12')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses special hours that close before they open', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Tuesday, March 10, 2026' }));
    await user.click(screen.getByRole('radio', { name: 'Special hours' }));
    const closing = screen.getByLabelText('Closing time');
    await user.clear(closing);
    await user.type(closing, '09:00');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    expect(screen.getByRole('alert').textContent).toBe('Closing time must be after opening time');
    expect(closing.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No closures or special hours: the weekly hours apply every day.')).toBeTruthy();
  });

  it('saves the whole list and names the bookings left outside the hours', async () => {
    const affected = aBooking({
      bookingDate: '2026-03-10',
      startTime: '10:00',
      localStartTime: '2026-03-10T10:00',
    });
    const sent = answerApi({
      [SAVE]: ({ body }: { body: unknown }) => ({
        business: aBusiness(body as object),
        affectedBookings: [affected],
      }),
    });
    const { user } = renderEditor();
    const save = screen.getByRole('button', { name: 'Save closures' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Tuesday, March 10, 2026' }));
    await fill(user, screen.getByLabelText(/Note for customers/), 'Training day');
    await user.click(screen.getByRole('button', { name: 'Add to the list' }));
    const list = screen.getByTestId('date-overrides');
    expect(list.textContent).toContain('Tuesday, March 10, 2026');
    expect(list.textContent).toContain('Closed');
    expect(list.textContent).toContain('Training day');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(save);
    expect((await screen.findByTestId('affected-bookings')).textContent).toBe(
      "Tue, Mar 10 at 10:00 AM: Women's Haircut for Alex Morgan with Maya Lopez",
    );
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      dateOverrides: [{ date: '2026-03-10', closed: true, note: 'Training day' }],
    });
  });

  it('removes a day from the list', async () => {
    const business = aBusiness({ dateOverrides: [{ date: '2026-03-20', closed: true, note: '' }] });
    const { user } = renderWith(<DateOverridesEditor business={business} />, { user: owner });
    await user.click(screen.getByRole('button', { name: 'Remove Friday, March 20, 2026' }));
    expect(screen.getByText('No closures or special hours: the weekly hours apply every day.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save closures' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
