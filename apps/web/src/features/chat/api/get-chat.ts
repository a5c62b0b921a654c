// GET /chats/business/{businessId} (a customer gets or starts the chat with a business) and
// GET /chats/customer/{customerId} (a business owner with one of its customers).
import type { Chat } from '@booklane/shared';
import { apiRequest } from '@/lib/api-client';

export function getChatWithBusiness(businessId: string): Promise<Chat> {
  return apiRequest<Chat>(`/chats/business/${encodeURIComponent(businessId)}`);
}

export function getChatWithCustomer(customerId: string): Promise<Chat> {
  return apiRequest<Chat>(`/chats/customer/${encodeURIComponent(customerId)}`);
}
