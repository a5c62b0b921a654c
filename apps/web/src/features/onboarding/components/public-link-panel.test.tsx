// @vitest-environment happy-dom
// The last step of the onboarding: the public link to copy or open, and whether the page takes
// bookings yet.
import { ONBOARDING_TEXTS } from '@booklane/shared/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { PublicLinkPanel } from './public-link-panel';

cleanUpAfterEach();

/** The page's clipboard (after the render: user-event puts a stand-in of its own on setup). */
function useClipboard(clipboard: { writeText: (text: string) => Promise<void> }) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('PublicLinkPanel', () => {
  it('shows {host}/{username}, copies it, and opens the page in a new tab', async () => {
    const { user } = renderWith(<PublicLinkPanel username="luxe-hair" bookable />);
    const writeText = vi.fn(async () => {});
    useClipboard({ writeText });
    const url = `${location.origin}/luxe-hair`;
    expect((screen.getByLabelText('Your public page') as HTMLInputElement).value).toBe(url);
    expect(screen.getByText(ONBOARDING_TEXTS.linkReady)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.copyLink }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect((await screen.findByText(ONBOARDING_TEXTS.linkCopied)).getAttribute('role')).toBe('status');
    const open = screen.getByRole('link', { name: /Open your page/ });
    expect(open.getAttribute('href')).toBe('/luxe-hair');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
  });

  it('says how to copy by hand when the clipboard refuses, and that a page without a live service takes no bookings', async () => {
    const { user } = renderWith(<PublicLinkPanel username="luxe-hair" bookable={false} />);
    useClipboard({ writeText: async () => Promise.reject(new Error('denied')) });
    expect(screen.getByText(ONBOARDING_TEXTS.linkNotReady)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXTS.copyLink }));
    expect(await screen.findByText(ONBOARDING_TEXTS.copyFailed)).toBeTruthy();
  });
});
