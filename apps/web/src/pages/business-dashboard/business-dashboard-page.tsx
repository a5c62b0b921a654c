// /business/dashboard: the business-dashboard feature, with the Messages tab's content and unread
// count composed in here (the chat feature provides them), the chat with a booking's customer on
// its card (when they have an account), and the business's own presence: online while this page
// is open (presence feature).
import type { Booking } from '@booklane/shared/schemas';
import { useCallback, useState } from 'react';
import { BookingChatButton } from './booking-chat-button';
import { BusinessDashboard } from './business-dashboard';
import { BusinessInbox } from '@/features/chat/components/business-inbox';
import { useChatUnreadTotal } from '@/features/chat/hooks/use-live-chat-list';
import { useBusinessPresence } from '@/features/presence/hooks/use-business-presence';

const chatWithCustomer = (booking: Booking) => <BookingChatButton booking={booking} />;

export default function BusinessDashboardPage() {
  // Online only once the account has a business (a new account first sees the create form).
  const [hasBusiness, setHasBusiness] = useState(false);
  const onBusinessLoaded = useCallback(() => setHasBusiness(true), []);
  useBusinessPresence(hasBusiness);
  const unread = useChatUnreadTotal('business');
  return (
    <BusinessDashboard
      messagesTab={<BusinessInbox />}
      messagesUnread={unread}
      onBusinessLoaded={onBusinessLoaded}
      bookingCustomerAction={chatWithCustomer}
    />
  );
}
