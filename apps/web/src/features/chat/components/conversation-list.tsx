// The conversation list (spec section 2): loading, error, empty (per role) and one row per chat
// with the other party's picture or initial, name, last message, relative time and unread badge.
import { ERROR_MESSAGES, FALLBACK_NAMES, unreadBadgeText, type UserRole } from '@booklane/shared/domain';
import { type Chat } from '@booklane/shared/schemas';
import { useEffect, useState } from 'react';
import { MessageIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingBlock } from '@/components/ui/spinner';
import { failureText } from '@/lib/api-client';
import { logoSources } from '@/lib/logo-url';
import { useLiveChatList } from '../hooks/use-live-chat-list';
import { otherParty } from '../chat-list-model';
import { relativeTime } from '@/entities/chat/model/relative-time';

const EMPTY_TEXT: Record<UserRole, string> = {
  customer: "Start chatting with businesses you're interested in!",
  business: 'Customers will appear here when they message you.',
};

/** Re-renders every minute so relative times stay true. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ConversationList({
  role,
  selectedId,
  onSelect,
}: {
  role: UserRole;
  selectedId: string | null;
  onSelect: (chat: Chat) => void;
}) {
  const list = useLiveChatList(role);
  const now = useMinuteClock();

  if (list.isPending) return <LoadingBlock label="Loading conversations..." />;
  if (list.isError) {
    return (
      <Alert
        title={failureText(list.error, ERROR_MESSAGES.loadChats)}
        action={
          <button
            type="button"
            onClick={() => void list.refetch()}
            className={buttonClasses('secondary', 'sm')}
          >
            Try Again
          </button>
        }
      />
    );
  }
  if (list.data.chats.length === 0) {
    return (
      <EmptyState icon={<MessageIcon className="h-6 w-6" />} title="No conversations yet" headingLevel={3}>
        {EMPTY_TEXT[role]}
      </EmptyState>
    );
  }

  return (
    <ul aria-label="Conversations" className="divide-y divide-slate-100">
      {list.data.chats.map((chat) => {
        const party = otherParty(chat, role);
        const name = party.name || FALLBACK_NAMES.chatParty;
        const badge = unreadBadgeText(chat.unreadCount);
        const selected = chat._id === selectedId;
        const sources = role === 'customer' ? logoSources(party.image) : party.image ? [party.image] : [];
        return (
          <li key={chat._id}>
            <button
              type="button"
              onClick={() => onSelect(chat)}
              aria-current={selected ? 'true' : undefined}
              className={`flex w-full items-center gap-3 px-3 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${
                selected ? 'bg-indigo-50' : 'hover:bg-slate-50'
              }`}
            >
              <Avatar
                sources={sources}
                name={name}
                size="md"
                shape={role === 'customer' ? 'rounded' : 'circle'}
                maxInitials={1}
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${badge ? 'font-semibold' : 'font-medium'} text-slate-900`}>
                    {name}
                  </span>
                  {chat.lastMessageAt ? (
                    <time dateTime={chat.lastMessageAt} className="shrink-0 text-xs text-slate-600">
                      {relativeTime(chat.lastMessageAt, now)}
                    </time>
                  ) : null}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className={`truncate text-sm ${badge ? 'text-slate-800' : 'text-slate-600'}`}>
                    {chat.lastMessage?.content || FALLBACK_NAMES.noMessages}
                  </span>
                  {badge ? (
                    <span
                      data-testid="chat-unread-badge"
                      className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white"
                    >
                      {badge}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
