// @vitest-environment happy-dom
// The team member dialog as the owner uses it: the shared schema's messages under the fields,
// "Uses the business's hours" and "All services" sending null, their own hours and a chosen list
// of services sent as typed, and an edit saved to that member.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBusiness, aManagedTeamMember, aService, BUSINESS_ID, MEMBER_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith } from '@/test-utils/render';
import { TeamMemberDialog } from './team-member-dialog';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const CUT = 'c0a80101-0000-4000-8000-000000000001';
const COLOUR = 'c0a80101-0000-4000-8000-000000000002';
const services = [
  aService({ _id: CUT, name: 'Cut' }),
  aService({ _id: COLOUR, name: 'Colour', isActive: false }),
];
const ADD = `POST /api/businesses/${BUSINESS_ID}/team-members`;

function openDialog(member = null as ReturnType<typeof aManagedTeamMember> | null) {
  const onClose = vi.fn();
  const view = renderWith(
    <TeamMemberDialog business={aBusiness()} services={services} member={member} onClose={onClose} />,
    { user: owner },
  );
  const name = member ? `Edit ${member.name}` : 'Add team member';
  return { ...view, onClose, dialog: within(screen.getByRole('dialog', { name })) };
}

describe('TeamMemberDialog', () => {
  it("says what is wrong in the shared schema's words and sends nothing", async () => {
    const sent = answerApi({});
    const { user, dialog } = openDialog();
    await fill(user, dialog.getByLabelText(/^Email/), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Add team member' }));
    expect(await dialog.findByText('Name is required')).toBeTruthy();
    expect(dialog.getByText('Please enter a valid email address')).toBeTruthy();
    expect(dialog.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText(/^Name/));
    expect(sent).toEqual([]);
  });

  it("adds a member on the business's hours for every service: both sent as null", async () => {
    const sent = answerApi({
      [ADD]: ({ body }) => ({ status: 201, body: aManagedTeamMember(body as object) }),
    });
    const { user, dialog, onClose } = openDialog();
    expect(
      (dialog.getByRole('switch', { name: "Uses the business's hours" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((dialog.getByRole('checkbox', { name: /All services/ }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.queryByRole('group', { name: 'Their weekly hours' })).toBeNull();
    expect(dialog.getByText('You can add a photo once the team member is saved.')).toBeTruthy();

    await fill(user, dialog.getByLabelText(/^Name/), 'Sam Rivera');
    await fill(user, dialog.getByLabelText(/^Title/), 'Colourist');
    await user.click(dialog.getByRole('button', { name: 'Add team member' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Sam Rivera',
      title: 'Colourist',
      email: null,
      schedule: null,
      breakHours: [],
      serviceIds: null,
      isActive: true,
    });
  });

  it('sends their own hours and the services ticked', async () => {
    const sent = answerApi({
      [ADD]: ({ body }) => ({ status: 201, body: aManagedTeamMember(body as object) }),
    });
    const { user, dialog, onClose } = openDialog();
    await fill(user, dialog.getByLabelText(/^Name/), 'Sam Rivera');
    await user.click(dialog.getByRole('switch', { name: "Uses the business's hours" }));
    await user.click(dialog.getByRole('checkbox', { name: 'Sunday open' }));
    await user.click(dialog.getByRole('checkbox', { name: /All services/ }));
    const list = within(dialog.getByRole('group', { name: 'Services they perform' }));
    expect(dialog.getByText('No service ticked: nobody can book them.')).toBeTruthy();
    await user.click(list.getByRole('checkbox', { name: /Colour/ }));
    await user.click(dialog.getByRole('button', { name: 'Add break' }));
    await user.click(dialog.getByRole('button', { name: 'Add team member' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = sent.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(body.serviceIds).toEqual([COLOUR]);
    expect(body.schedule).toMatchObject({ sunday: { isOpen: true }, monday: { isOpen: true } });
    expect(body.breakHours).toEqual([
      {
        name: 'Lunch Break',
        start: '12:00',
        end: '13:00',
        days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
      },
    ]);
  });

  it('edits a member with their values and saves to that member', async () => {
    const member = aManagedTeamMember({ serviceIds: [CUT, COLOUR], title: 'Stylist', upcomingBookings: 2 });
    const sent = answerApi({
      [`PUT /api/team-members/${MEMBER_ID}`]: ({ body }) => ({ ...member, ...(body as object) }),
    });
    const { user, dialog, onClose } = openDialog(member);
    expect((dialog.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Maya Lopez');
    expect((dialog.getByRole('checkbox', { name: /All services/ }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByLabelText('Photo image')).toBeTruthy();
    await user.click(dialog.getByRole('switch', { name: 'Active' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({
      name: 'Maya Lopez',
      title: 'Stylist',
      schedule: null,
      serviceIds: null,
      isActive: false,
    });
  });
});
