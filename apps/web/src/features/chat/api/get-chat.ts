// GET /chats/business/{businessId}: a customer gets or starts the chat with a business.
import { callApi } from '@/lib/api-client';

export function getChatWithBusiness(businessId: string) {
  return callApi('openChatWithBusiness', { params: { businessId } });
}
