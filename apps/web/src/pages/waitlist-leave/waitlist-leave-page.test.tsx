// @vitest-environment happy-dom
// A guest leaves the waitlist through their email's link (decisions.md 9.3).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import WaitlistLeavePage from './waitlist-leave-page';

cleanUpAfterEach();

const TOKEN = '11111111-1111-4111-8111-111111111111.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const LEAVE = `DELETE /api/waitlist/manage/${TOKEN}`;

function renderPage() {
  return renderWith(
    <Routes location={`/waitlist/leave/${TOKEN}`}>
      <Route path={PATHS.waitlistLeave} element={<WaitlistLeavePage />} />
    </Routes>,
  );
}

describe('the guest leave page', () => {
  it("explains, leaves, and shows the server's answer", async () => {
    const sent = answerApi({ [LEAVE]: { message: 'You have left the waitlist.' } });
    const { user } = renderPage();
    expect(document.title).toBe('Leave the waitlist · Booklane');
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('You have left the waitlist.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([LEAVE]);
  });

  it('says when the link does not work, without a button to try it again', async () => {
    answerApi({ [LEAVE]: { status: 404, body: { message: 'This waitlist link does not work.' } } });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByText('This waitlist link does not work.')).toBeTruthy();
    expect(document.title).toBe('Waitlist link not valid · Booklane');
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore businesses' })).toBeTruthy();
  });
});
