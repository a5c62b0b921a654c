// @vitest-environment happy-dom
// The owner's booking cards offer the chat with the customer who booked (issue 38 item 3): a
// customer with an account gets a Message button that opens (or starts) the chat on the page; a
// guest, who has no account to write to, gets none.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingsTab } from '@/features/handle-bookings/components/bookings-tab';
import { aBooking, aBusiness, BUSINESS_ID } from '@/test-utils/fixtures';
import { answerApi, cleanUpAfterEach, renderWith } from '@/test-utils/render';
import { BookingChatButton } from './booking-chat-button';

vi.mock('@/lib/realtime/socket-io', () => ({
  loadSocketIo: () => new Promise(() => undefined),
  loadedSocketIo: () => null,
}));

cleanUpAfterEach();
// The fixtures' bookings are on Wednesday 4 March 2026: the day before, in New York.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-03T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const CUSTOMER_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const CHAT_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f60';
const owner = { id: 'o1', name: 'Olive Owner', email: 'olive@example.com', role: 'business' as const };

describe("a booking card's chat with its customer", () => {
  it('opens the chat with a customer who has an account, and offers none for a guest', async () => {
    const withAccount = aBooking({
      customer: { _id: CUSTOMER_ID, name: 'Alex Morgan', email: 'alex@example.com', phone: null },
    });
    const guest = aBooking({
      _id: '8c7b6a5f-4e3d-4c2b-9a1f-0e9d8c7b6a5f',
      customer: null,
      guestName: 'Gita Guest',
      guestEmail: 'gita@example.com',
      startTime: '11:00',
      localStartTime: '2026-03-04T11:00',
    });
    const sent = answerApi({
      [`GET /api/chats/customer/${CUSTOMER_ID}`]: {
        _id: CHAT_ID,
        business: { _id: BUSINESS_ID, name: 'Luxe Hair', logo: null },
        customer: { _id: CUSTOMER_ID, name: 'Alex Morgan', profileImage: null },
        lastMessage: null,
        lastMessageAt: null,
        unreadCount: 0,
      },
      [`GET /api/chats/${CHAT_ID}/messages`]: { messages: [], hasMore: false, page: 1 },
    });
    const { user } = renderWith(
      <BookingsTab
        business={aBusiness()}
        active={{ data: [withAccount, guest], isLoading: false, error: null }}
        cancelled={[]}
        onRefresh={async () => true}
        refreshing={false}
        customerAction={(booking) => <BookingChatButton booking={booking} />}
      />,
      { user: owner },
    );
    const [alexCard, gitaCard] = screen.getAllByTestId('active-booking') as [HTMLElement, HTMLElement];
    expect(within(gitaCard).queryByRole('button', { name: /^Message/ })).toBeNull();
    await user.click(
      within(alexCard).getByRole('button', {
        name: "Message Women's Haircut for Alex Morgan, Wed 4 Mar 10:00 AM",
      }),
    );
    const chat = await screen.findByTestId('chat-window');
    expect(within(chat).getByRole('heading', { name: 'Chat with Alex Morgan' })).toBeTruthy();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(
      `GET /api/chats/customer/${CUSTOMER_ID}`,
    );
  });
});
