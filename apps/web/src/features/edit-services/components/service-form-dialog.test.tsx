// @vitest-environment happy-dom
// The service form as the owner uses it: the booking type decides which field groups show, the
// shared schema's messages appear under the fields, and the save sends the normalised service.
import { BREAK_HOURS_MAX, VALIDATION_MESSAGES } from '@booklane/shared/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBusiness, aManagedTeamMember, aService, BUSINESS_ID, MEMBER_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { ServiceFormDialog } from './service-form-dialog';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };

function openNewServiceForm(onClose = vi.fn()) {
  const view = renderWith(<ServiceFormDialog business={aBusiness()} service={null} onClose={onClose} />, {
    user: owner,
  });
  return { ...view, dialog: screen.getByRole('dialog', { name: 'New service' }), onClose };
}

describe('ServiceFormDialog', () => {
  it('shows the field groups the booking type offers', async () => {
    answerApi({});
    const { user, dialog } = openNewServiceForm();
    const form = within(dialog);
    // Date and time: every group.
    expect(form.getByLabelText(/Advance booking limit/)).toBeTruthy();
    expect(form.getByRole('heading', { name: 'Booking interval' })).toBeTruthy();
    expect(form.getByLabelText('Buffer before (minutes)')).toBeTruthy();
    expect(form.getByRole('heading', { name: 'Break Hours' })).toBeTruthy();
    expect(form.getByRole('heading', { name: 'Custom schedule' })).toBeTruthy();

    await user.click(form.getByRole('radio', { name: /Flexible/ }));
    expect(form.queryByLabelText(/Advance booking limit/)).toBeNull();
    expect(form.queryByRole('heading', { name: 'Booking interval' })).toBeNull();
    expect(form.queryByRole('heading', { name: 'Buffers and notice' })).toBeNull();
    expect(form.queryByRole('heading', { name: 'Break Hours' })).toBeNull();
    expect(form.queryByRole('heading', { name: 'Custom schedule' })).toBeNull();

    await user.click(form.getByRole('radio', { name: /Date only/ }));
    expect(form.getByLabelText(/Advance booking limit/)).toBeTruthy();
    expect(form.getByLabelText('Minimum notice (minutes)')).toBeTruthy();
    expect(form.queryByLabelText('Buffer before (minutes)')).toBeNull();
    expect(form.queryByRole('heading', { name: 'Break Hours' })).toBeNull();

    // The duration field comes and goes with its switch.
    await user.click(form.getByRole('switch', { name: 'Has a duration' }));
    expect(form.queryByLabelText(/Duration \(minutes\)/)).toBeNull();
    expect(form.getByText('Duration is not shown to customers.')).toBeTruthy();
  });

  it("says what is wrong in the spec's words and sends nothing", async () => {
    const sent = answerApi({});
    const { user, dialog } = openNewServiceForm();
    const form = within(dialog);
    const limit = form.getByLabelText(/Advance booking limit/);
    await user.clear(limit);
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    expect(await form.findByText('Service name is required')).toBeTruthy();
    expect(form.getByText('Price is required')).toBeTruthy();
    expect(form.getByText('Advance booking limit must be between 1 and 365 days')).toBeTruthy();
    expect(form.getByLabelText(/Service name/).getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('creates the service with the values typed, for the business', async () => {
    const sent = answerApi({ 'POST /api/services': ({ body }) => ({ ...aService(), ...(body as object) }) });
    const { user, dialog, onClose } = openNewServiceForm();
    const form = within(dialog);
    await fill(user, form.getByLabelText(/Service name/), 'Beard Trim');
    await fill(user, form.getByLabelText(/^Price/), '25');
    await user.click(form.getByRole('radio', { name: /Flexible/ }));
    await user.click(screen.getByRole('button', { name: 'Create service' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const saves = sent.filter((request) => request.method !== 'GET');
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      name: 'Beard Trim',
      price: 25,
      bookingType: 'flexible',
      business: BUSINESS_ID,
    });
  });

  it('edits a service with its own values and saves the change to that service', async () => {
    const service = aService({ _id: 's9', name: 'Colour', bookingType: 'date-only' });
    const sent = answerApi({ 'PUT /api/services/s9': ({ body }) => ({ ...service, ...(body as object) }) });
    const onClose = vi.fn();
    const { user } = renderWith(
      <ServiceFormDialog business={aBusiness()} service={service} onClose={onClose} />,
      {
        user: owner,
      },
    );
    const form = within(screen.getByRole('dialog', { name: 'Edit Colour' }));
    expect((form.getByLabelText(/Service name/) as HTMLInputElement).value).toBe('Colour');
    expect((form.getByRole('radio', { name: /Date only/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/api/services/s9',
      body: { name: 'Colour' },
    });
  });

  it('lets the owner of a team choose who performs the service; none ticked is everyone', async () => {
    const service = aService({ _id: 's9', name: 'Colour' });
    const sam = aManagedTeamMember({ _id: 'c0a80101-0000-4000-8000-0000000000aa', name: 'Sam Rivera' });
    const sent = answerApi({
      [`GET /api/businesses/${BUSINESS_ID}/team-members/manage`]: [aManagedTeamMember(), sam],
      'PUT /api/services/s9': ({ body }) => ({ ...service, ...(body as object) }),
    });
    const onClose = vi.fn();
    const { user } = renderWith(
      <ServiceFormDialog business={aBusiness()} service={service} onClose={onClose} />,
      {
        user: owner,
      },
    );
    const team = within(await screen.findByRole('group', { name: 'Team members who perform this service' }));
    expect((team.getByRole('checkbox', { name: /Maya Lopez/ }) as HTMLInputElement).checked).toBe(false);
    await user.click(team.getByRole('checkbox', { name: /Maya Lopez/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      teamMemberIds: [MEMBER_ID],
    });
  });

  it('shows no team choice to a business of one', async () => {
    answerApi({ [`GET /api/businesses/${BUSINESS_ID}/team-members/manage`]: [aManagedTeamMember()] });
    openNewServiceForm();
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Details' })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Team members' })).toBeNull();
  });

  it('opens a service saved with more breaks than allowed, says so next to them, and saves once enough are removed', async () => {
    const tooMany = BREAK_HOURS_MAX + 1;
    const breakHours = Array.from({ length: tooMany }, (_, i) => ({
      name: `Pause ${i + 1}`,
      start: `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      end: `${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15 + 10).padStart(2, '0')}`,
      days: ['monday' as const],
    }));
    const service = aService({ _id: 's9', name: 'Colour', breakHours });
    const sent = answerApi({ 'PUT /api/services/s9': ({ body }) => ({ ...service, ...(body as object) }) });
    const onClose = vi.fn();
    const { user } = renderWith(
      <ServiceFormDialog business={aBusiness()} service={service} onClose={onClose} />,
      {
        user: owner,
      },
    );
    const form = within(screen.getByRole('dialog', { name: 'Edit Colour' }));
    expect(form.getAllByTestId('break-hour')).toHaveLength(tooMany);
    // The rule shows beside the breaks from the start, and no break can be added.
    const breaks = within(form.getByRole('region', { name: 'Break Hours' }));
    expect(breaks.getByRole('alert').textContent).toBe(VALIDATION_MESSAGES.breakHoursTooMany);
    expect((form.getByRole('button', { name: 'Add break' }) as HTMLButtonElement).disabled).toBe(true);

    // Saving as it is sends nothing.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(VALIDATION_MESSAGES.breakHoursTooMany)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);

    // One removed: down to the limit, the error goes and the save goes through.
    await user.click(form.getByRole('button', { name: `Remove break ${tooMany}` }));
    expect(form.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const saved = sent.find((request) => request.method === 'PUT')?.body as { breakHours: unknown[] };
    expect(saved.breakHours).toEqual(breakHours.slice(0, BREAK_HOURS_MAX));
    // A form of 21 breaks is a large page for the simulated DOM.
  }, 30_000);
});
