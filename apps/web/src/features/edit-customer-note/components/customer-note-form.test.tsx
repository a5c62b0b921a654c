// @vitest-environment happy-dom
// The private note and tags of a customer: tags added on Enter or with Add (once each, in any
// case) and removed with their button; more than 10 tags, or a tag too long, is refused with the
// shared schema's words and nothing is sent; a good note is saved and said so.
import { CUSTOMER_TAG_MAX_LENGTH, INSIGHTS_MESSAGES } from '@booklane/shared/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, fill, renderWith, type SentRequest } from '@/test-utils/render';
import { CustomerNoteForm } from './customer-note-form';

cleanUpAfterEach();

const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@luxe.example', role: 'business' as const };
const KEY = 'email:ana@example.com';
const PATH = `/api/businesses/${BUSINESS_ID}/customers/${encodeURIComponent(KEY)}/note`;

function renderForm(tags: string[] = []) {
  const sent = answerApi({ [`PUT ${PATH}`]: ({ body }: SentRequest) => body as object });
  const view = renderWith(
    <>
      <CustomerNoteForm businessId={BUSINESS_ID} customerKey={KEY} initial={{ note: '', tags }} />
      <Toaster />
    </>,
    { user: owner },
  );
  const saves = () => sent.filter((r) => r.method === 'PUT');
  return { ...view, saves };
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Tags of this customer' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CustomerNoteForm', () => {
  it('adds tags on Enter and with Add, once each, removes them, and saves the note', async () => {
    const { user, saves } = renderForm(['VIP']);
    const tag = screen.getByLabelText('Tags');
    await user.type(tag, 'Prefers Maya{Enter}');
    await user.type(tag, 'vip');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(chips()).toEqual(['VIP', 'Prefers Maya']);
    expect((tag as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove tag VIP' }));
    expect(chips()).toEqual(['Prefers Maya']);

    await fill(user, screen.getByLabelText('Private note'), '  Allergic to latex. ');
    // Enter in the tag field added a tag; it did not send the form.
    expect(saves()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toEqual({ note: 'Allergic to latex.', tags: ['Prefers Maya'] });
    expect(await screen.findByText('Note and tags saved.')).toBeTruthy();
    // The form now holds what was kept.
    expect((screen.getByLabelText('Private note') as HTMLTextAreaElement).value).toBe('Allergic to latex.');
  });

  it('refuses more than 10 tags, and a tag too long, and sends nothing', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `tag ${i + 1}`);
    const { user, saves } = renderForm(ten);
    const tag = screen.getByLabelText('Tags');
    await user.type(tag, 'one too many{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INSIGHTS_MESSAGES.tooManyTags);
    expect(tag.getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);

    // Fixed by removing one: the message goes as the tags change.
    await user.click(screen.getByRole('button', { name: 'Remove tag tag 1' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove tag tag 2' }));
    await fill(user, tag, 'x'.repeat(CUSTOMER_TAG_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INSIGHTS_MESSAGES.tagInvalid);
    expect(saves()).toHaveLength(0);
  });
});
