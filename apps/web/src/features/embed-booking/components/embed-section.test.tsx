// @vitest-environment happy-dom
// The owner's "Embed on your website": the snippets to paste, copied as shown, and the colour saved
// with the brand route (or Booklane's own again).
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { EmbedSection } from './embed-section';

cleanUpAfterEach();

// The preview's frame stays empty here: the embedded page is the e2e suite's to load.
type HappyDom = { happyDOM: { settings: { navigation: { disableChildFrameNavigation: boolean } } } };
const navigation = () => (window as unknown as HappyDom).happyDOM.settings.navigation;
let before = false;
beforeAll(() => {
  before = navigation().disableChildFrameNavigation;
  navigation().disableChildFrameNavigation = true;
});
afterAll(() => {
  navigation().disableChildFrameNavigation = before;
});

const BRAND = `PUT /api/businesses/${BUSINESS_ID}/brand`;
const owner = { id: 'u1', name: 'Olivia Owner', email: 'olivia@example.com', role: 'business' as const };

function renderSection(brandColor: string | null) {
  return renderWith(<EmbedSection business={{ _id: BUSINESS_ID, username: 'luxe-hair', brandColor }} />, {
    user: owner,
  });
}

describe('EmbedSection', () => {
  it("offers both snippets from this site, the button in the business's colour, and copies them", async () => {
    const { user } = renderSection('#0f766e');
    const origin = window.location.origin;
    const button = screen.getByRole('textbox', { name: 'A Book button' }) as HTMLTextAreaElement;
    expect(button.value).toBe(
      `<script src="${origin}/embed.js" data-business="luxe-hair" data-color="#0f766e" async></script>`,
    );
    const inline = screen.getByRole('textbox', { name: 'The booking in your page' }) as HTMLTextAreaElement;
    expect(inline.value).toContain('data-mode="inline"');

    await user.click(screen.getByRole('button', { name: 'Copy: A Book button' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(button.value);

    const preview = screen.getByTitle('Preview of your booking on another site');
    expect(preview.getAttribute('src')).toBe('/embed/luxe-hair');
  });

  it('saves the colour chosen, then Booklane’s own again', async () => {
    const sent = answerApi({ [BRAND]: ({ body }) => body as object });
    const { user } = renderSection(null);
    const save = screen.getByRole('button', { name: 'Save colour' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.input(screen.getByLabelText('Colour of your booking'), { target: { value: '#FACC15' } });
    expect(screen.getByText('#facc15')).toBeTruthy();
    // A light colour takes dark text on it.
    expect(screen.getByText(/the text on it is dark/)).toBeTruthy();
    await user.click(save);
    await vi.waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ brandColor: '#facc15' });

    await user.click(screen.getByRole('button', { name: 'Use Booklane’s colours' }));
    await vi.waitFor(() => expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((r) => r.method === 'PUT')[1]?.body).toEqual({ brandColor: null });
  });

  it("shows the server's refusal", async () => {
    answerApi({ [BRAND]: { status: 400, body: { message: 'Choose a colour as #rrggbb' } } });
    const { user } = renderSection(null);
    fireEvent.input(screen.getByLabelText('Colour of your booking'), { target: { value: '#123456' } });
    await user.click(screen.getByRole('button', { name: 'Save colour' }));
    expect(await screen.findByText('Choose a colour as #rrggbb')).toBeTruthy();
  });
});
