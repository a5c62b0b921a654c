// @vitest-environment happy-dom
// Start Chat on a business page (spec section 2; issue 38 item 3): a signed-out visitor's leads to
// the customer login, which then opens the chat with that business; a customer's opens it at once.
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chatWithBusinessPath, loginReturningTo, PATHS } from '@/config/paths';
import { BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { ChatStartButton } from './chat-start-button';

cleanUpAfterEach();

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderButton(options: Parameters<typeof renderWith>[1]) {
  return renderWith(
    <Routes>
      <Route path="/" element={<ChatStartButton businessId={BUSINESS_ID} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    options,
  );
}

describe('ChatStartButton', () => {
  it('leads a signed-out visitor to sign in, then to the chat with the business', async () => {
    answerApi({});
    const { user } = renderButton({ user: null });
    const start = screen.getByRole('link', { name: 'Start Chat' });
    const target = loginReturningTo(PATHS.customerLogin, chatWithBusinessPath(BUSINESS_ID));
    expect(start.getAttribute('href')).toBe(target);
    await user.click(start);
    expect((await screen.findByTestId('where')).textContent).toBe(target);
  });

  it('opens the chat with the business for a signed-in customer', async () => {
    answerApi({});
    const { user } = renderButton({
      user: { id: 'c1', name: 'Alex Morgan', email: 'alex@example.com', role: 'customer' },
    });
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect((await screen.findByTestId('where')).textContent).toBe(chatWithBusinessPath(BUSINESS_ID));
  });
});
