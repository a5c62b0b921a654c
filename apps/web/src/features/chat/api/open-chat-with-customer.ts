// GET /chats/customer/{customerId}: the owner gets (or starts) the chat with a customer who has an
// account and booked with the business (the customer page's Message button).
import { callApi } from '@/lib/api-client';

export function openChatWithCustomer(customerId: string) {
  return callApi('openChatWithCustomer', { params: { customerId } });
}
