// The business dashboard's Messages tab (spec section 2): the conversation list, and the chosen
// conversation in a 384x600 window that can be minimized.
import type { Chat } from '@booklane/shared/schemas';
import { useState } from 'react';
import { useLiveChatList } from '../hooks/use-live-chat-list';
import { ChatErrorBoundary } from './chat-error-boundary';
import { ChatWindow } from './chat-window';
import { ConversationList } from './conversation-list';

export function BusinessInbox() {
  const list = useLiveChatList('business');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [picked, setPicked] = useState<Chat | null>(null);
  const selected =
    list.data?.chats.find((c) => c._id === selectedId) ?? (picked?._id === selectedId ? picked : null);

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Messages</h2>
        <p className="text-sm text-slate-600">Chat with your customers. Replies reach them instantly.</p>
      </div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white p-1 shadow-sm">
        <ConversationList
          role="business"
          selectedId={selectedId}
          onSelect={(chat) => {
            setPicked(chat);
            setSelectedId(chat._id);
          }}
        />
      </div>
      {selected ? (
        <ChatErrorBoundary key={selected._id}>
          <ChatWindow
            chat={selected}
            viewer="business"
            variant="floating"
            onClose={() => setSelectedId(null)}
            onDeleted={() => setSelectedId(null)}
          />
        </ChatErrorBoundary>
      ) : null}
    </div>
  );
}
