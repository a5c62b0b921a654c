// /customer/messages: the chat feature's page, with the business's online dot (presence feature)
// under the name of the open chat.
import { CustomerMessages } from '@/features/chat/components/customer-messages';
import { OnlineDot } from '@/features/presence/components/online-dot';

export default function CustomerMessagesPage() {
  return <CustomerMessages renderStatus={(chat) => <OnlineDot businessId={chat.business._id} />} />;
}
