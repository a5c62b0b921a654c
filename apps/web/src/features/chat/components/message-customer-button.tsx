// The owner's "Message" button (issue 35; on a booking card too, issue 38): for a customer with an
// account, the owner opens (or starts) their chat in the dashboard's floating window, right on the
// page; the Messages tab lists it from then on. Guests have no account to write to: no button.
import type { Chat } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MessageIcon } from '@/components/ui/action-icons';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { chatListKey } from '@/entities/chat/api/get-chats';
import { errorReason } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { openChatWithCustomer } from '../api/open-chat-with-customer';
import { ChatErrorBoundary } from './chat-error-boundary';
import { ChatWindow } from './chat-window';

export function MessageCustomerButton({
  customerId,
  name,
  label,
}: {
  customerId: string;
  name: string;
  /** What a screen reader hears, starting with "Message", where several buttons share a screen. */
  label?: string;
}) {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [chat, setChat] = useState<Chat | null>(null);
  const open = useMutation({
    mutationFn: () => openChatWithCustomer(customerId),
    onSuccess: (opened) => {
      setChat(opened);
      // A chat started here shows in the Messages tab's list too.
      void queryClient.invalidateQueries({ queryKey: chatListKey('business', token) });
    },
    onError: (err) => toast.error(`Could not open the chat with ${name}: ${errorReason(err)}`),
  });
  return (
    <>
      <button
        type="button"
        onClick={() => open.mutate()}
        disabled={open.isPending}
        aria-label={label}
        className={buttonClasses('primary', 'sm')}
      >
        {open.isPending ? <Spinner /> : <MessageIcon className="h-4 w-4" />}
        Message
      </button>
      {chat ? (
        <ChatErrorBoundary key={chat._id}>
          <ChatWindow chat={chat} viewer="business" variant="floating" onClose={() => setChat(null)} />
        </ChatErrorBoundary>
      ) : null}
    </>
  );
}
