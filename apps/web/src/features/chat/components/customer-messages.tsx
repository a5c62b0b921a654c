// /customer/messages (spec section 2 "Customer messages"): the conversation list on the left, the
// selected chat on the right (or a placeholder). `?business=<id>` (the chat-start button) gets or
// starts the chat with that business and selects it; `?chat=<id>` selects a chat. On phones the
// list and the chat take turns.
import { ERROR_MESSAGES } from '@booklane/shared/domain';
import { type Chat } from '@booklane/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MessageIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { CHAT_WITH_BUSINESS_PARAM } from '@/config/paths';
import { failureText } from '@/lib/api-client';
import { getChatWithBusiness } from '../api/get-chat';
import { useLiveChatList } from '../hooks/use-live-chat-list';
import { ChatErrorBoundary } from './chat-error-boundary';
import { ChatWindow } from './chat-window';
import { ConversationList } from './conversation-list';

export function CustomerMessages({ renderStatus }: { renderStatus?: (chat: Chat) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const chatId = params.get('chat');
  const businessId = params.get(CHAT_WITH_BUSINESS_PARAM);
  const list = useLiveChatList('customer');
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<Chat | null>(null);

  const start = useMutation({
    mutationFn: getChatWithBusiness,
    onSuccess: (chat) => {
      setStarted(chat);
      void queryClient.invalidateQueries({ queryKey: ['chats', 'customer'] });
      setParams({ chat: chat._id }, { replace: true });
    },
  });
  const { mutate } = start;
  useEffect(() => {
    if (businessId) mutate(businessId);
  }, [businessId, mutate]);

  const selected =
    (chatId && list.data?.chats.find((c) => c._id === chatId)) ||
    (chatId && started?._id === chatId ? started : null) ||
    null;
  const select = (chat: Chat | null) => setParams(chat ? { chat: chat._id } : {}, { replace: !chat });
  const busy = Boolean(businessId) && !start.isError;
  const showChatSide = Boolean(selected) || busy || start.isError;

  let right: ReactNode;
  if (start.isError) {
    // Spec section 8: a chat failure other than the panel's own is a dismissible alert.
    right = (
      <Alert
        title={failureText(start.error, ERROR_MESSAGES.getChat)}
        action={
          <div className="flex gap-2">
            {businessId ? (
              <button
                type="button"
                onClick={() => mutate(businessId)}
                className={buttonClasses('secondary', 'sm')}
              >
                Try again
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => {
                start.reset();
                setParams({}, { replace: true });
              }}
              className={buttonClasses('ghost', 'sm')}
            >
              Dismiss
            </button>
          </div>
        }
      />
    );
  } else if (busy) {
    right = <LoadingBlock label="Opening chat…" />;
  } else if (selected) {
    right = (
      <ChatErrorBoundary key={selected._id}>
        <ChatWindow
          chat={selected}
          viewer="customer"
          variant="panel"
          status={renderStatus?.(selected)}
          onBack={() => select(null)}
          onDeleted={() => select(null)}
        />
      </ChatErrorBoundary>
    );
  } else {
    right = (
      <div className="flex h-full min-h-[420px] flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 text-center">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <MessageIcon className="h-6 w-6" />
        </div>
        <h2 className="text-lg font-semibold text-slate-900">Select a conversation</h2>
        <p className="mt-1 text-slate-600">Choose a chat from the sidebar to start messaging</p>
      </div>
    );
  }

  return (
    <>
      <PageTitle subtitle="Chat with businesses you're interested in">My Messages</PageTitle>
      <div className="grid gap-4 md:grid-cols-[minmax(260px,340px)_1fr]">
        <section
          aria-labelledby="conversations-heading"
          className={`self-start overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${
            showChatSide ? 'hidden md:block' : ''
          }`}
        >
          <h2
            id="conversations-heading"
            className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900"
          >
            Conversations
          </h2>
          <div className="max-h-[calc(100dvh-14rem)] overflow-y-auto p-1">
            <ConversationList role="customer" selectedId={selected?._id ?? null} onSelect={select} />
          </div>
        </section>
        <div className={showChatSide ? '' : 'hidden md:block'}>{right}</div>
      </div>
    </>
  );
}
