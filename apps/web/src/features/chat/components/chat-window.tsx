// One conversation (spec sections 2 and 4): the messages, older pages loaded when scrolled to the
// top, optimistic sending, and the composer. 'panel' fills the customer's Messages page; 'floating'
// is the business dashboard's 384x600 window (full width on phones), which can be minimized.
import { ERROR_MESSAGES, FALLBACK_NAMES, MESSAGE_MAX_LENGTH, type UserRole } from '@booklane/shared/domain';
import { type Chat, type Message } from '@booklane/shared/schemas';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, TrashIcon } from '@/components/ui/action-icons';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/components/ui/toast';
import { failureText } from '@/lib/api-client';
import { chatConnection } from '@/lib/realtime';
import { useRealtimeEvent } from '@/lib/realtime/hooks';
import { logoSources } from '@/lib/logo-url';
import { useDeleteChat } from '../api/delete-chat';
import { otherParty } from '../chat-list-model';
import { useChatMessages } from '../hooks/use-chat-messages';
import { markChatOnScreen } from '../open-chats';
import { messageTime } from '@/entities/chat/model/relative-time';

const STATUS_TEXT: Record<Message['status'], string> = {
  sending: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
};

function Bubble({ message, own, now }: { message: Message; own: boolean; now: Date }) {
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`} data-status={message.status}>
      <div className={`max-w-[80%] ${own ? 'items-end' : 'items-start'} flex flex-col`}>
        <p
          className={`whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm shadow-sm ${
            own
              ? `rounded-br-md bg-indigo-600 text-white ${message.status === 'sending' ? 'opacity-70' : ''}`
              : 'rounded-bl-md border border-slate-200 bg-white text-slate-900'
          }`}
        >
          {message.content}
        </p>
        <span className="mt-1 px-1 text-xs text-slate-500">
          <time dateTime={message.createdAt}>{messageTime(message.createdAt, now)}</time>
          {own ? <span> · {STATUS_TEXT[message.status]}</span> : null}
        </span>
      </div>
    </li>
  );
}

export function ChatWindow({
  chat,
  viewer,
  variant,
  status,
  onClose,
  onBack,
  onDeleted,
}: {
  chat: Chat;
  viewer: UserRole;
  variant: 'panel' | 'floating';
  /** Shown under the name (the business's online dot, composed in by the app). */
  status?: ReactNode;
  onClose?: () => void;
  /** Phones: back to the conversation list. */
  onBack?: () => void;
  /** Offers 'Delete chat'; called once the chat is gone. */
  onDeleted?: () => void;
}) {
  const [minimized, setMinimized] = useState(false);
  const onScreen = !minimized;
  const chatState = useChatMessages(chat, viewer, onScreen);
  const party = otherParty(chat, viewer);
  const name = party.name || FALLBACK_NAMES.chatParty;
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => (onScreen ? markChatOnScreen(chat._id) : undefined), [chat._id, onScreen]);

  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const removal = useDeleteChat(viewer);
  const remove = () =>
    removal.mutate(chat._id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        onDeleted?.();
      },
      onError: () => setConfirmingDelete(false),
    });
  // Deleted by the other party (or in another tab): the window closes and says why.
  useRealtimeEvent(chatConnection, 'chatDeleted', ({ chatId }) => {
    if (chatId !== chat._id || removal.isPending) return;
    showToast(`The conversation with ${name} was deleted.`, 'info');
    onDeleted?.();
  });
  const iconButton =
    'flex h-11 w-11 items-center justify-center rounded-lg text-slate-600 sm:h-9 sm:w-9 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

  const frame =
    variant === 'floating'
      ? `fixed inset-x-0 bottom-0 z-40 flex flex-col border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-96 sm:rounded-2xl ${
          minimized ? '' : 'h-[min(600px,calc(100dvh-4rem))] rounded-t-2xl'
        }`
      : 'flex h-[min(600px,calc(100dvh-10rem))] min-h-[420px] flex-col rounded-2xl border border-slate-200 bg-white shadow-sm';

  return (
    <section aria-labelledby={titleId} className={frame} data-testid="chat-window">
      <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5 sm:px-4">
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Back to conversations"
            className="-ml-1 flex h-11 w-11 items-center md:hidden justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
        ) : null}
        <Avatar
          sources={viewer === 'customer' ? logoSources(party.image) : party.image ? [party.image] : []}
          name={name}
          size="sm"
          shape={viewer === 'customer' ? 'rounded' : 'circle'}
          maxInitials={1}
        />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate font-semibold text-slate-900">
            <span className="sr-only">Chat with </span>
            {name}
          </h2>
          {status ? <div className="text-xs">{status}</div> : null}
        </div>
        {onDeleted ? (
          <button
            type="button"
            onClick={() => {
              removal.reset();
              setConfirmingDelete(true);
            }}
            aria-label="Delete chat"
            title="Delete chat"
            className={`${iconButton} hover:text-red-700`}
          >
            <TrashIcon className="h-5 w-5" />
          </button>
        ) : null}
        {variant === 'floating' ? (
          <>
            <button
              type="button"
              onClick={() => setMinimized((m) => !m)}
              aria-expanded={!minimized}
              aria-controls={bodyId}
              aria-label={minimized ? 'Expand chat' : 'Minimize chat'}
              className={iconButton}
            >
              <ChevronDownIcon className={`h-5 w-5 transition-transform ${minimized ? 'rotate-180' : ''}`} />
            </button>
            {onClose ? (
              <button type="button" onClick={onClose} aria-label="Close chat" className={iconButton}>
                <CloseIcon className="h-5 w-5" />
              </button>
            ) : null}
          </>
        ) : null}
      </header>
      {removal.isError ? (
        <div className="border-b border-slate-200 px-3 py-2">
          <Alert
            action={
              <button type="button" onClick={removal.reset} className={buttonClasses('ghost', 'sm')}>
                Dismiss
              </button>
            }
          >
            {failureText(removal.error, ERROR_MESSAGES.deleteChat)}
          </Alert>
        </div>
      ) : null}
      <div id={bodyId} hidden={minimized} className="flex min-h-0 flex-1 flex-col">
        {minimized ? null : <ChatBody chatState={chatState} viewer={viewer} name={name} />}
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this chat?"
        message={`The conversation with ${name} and all its messages will be removed for both of you. This cannot be undone.`}
        confirmLabel="Delete chat"
        busy={removal.isPending}
        onConfirm={remove}
        onCancel={() => setConfirmingDelete(false)}
      />
    </section>
  );
}

function ChatBody({
  chatState,
  viewer,
  name,
}: {
  chatState: ReturnType<typeof useChatMessages>;
  viewer: UserRole;
  name: string;
}) {
  const { messages, status, hasMore, loadingOlder, olderFailed, loadOlder, alert, dismissAlert, retry } =
    chatState;
  const scroller = useRef<HTMLDivElement>(null);
  const now = new Date();

  // Keep the view: at the bottom for new messages (when already near it), in place when older
  // messages are added above.
  const snapshot = useRef({ first: '', last: '', height: 0, top: 0, nearBottom: true });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = snapshot.current;
    const first = messages[0]?._id ?? '';
    const last = messages[messages.length - 1]?._id ?? '';
    if (prev.first && first !== prev.first && last === prev.last) {
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (last !== prev.last) {
      const lastMessage = messages[messages.length - 1];
      if (!prev.last || prev.nearBottom || lastMessage?.senderType === viewer) el.scrollTop = el.scrollHeight;
    }
    snapshot.current = {
      first,
      last,
      height: el.scrollHeight,
      top: el.scrollTop,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 80,
    };
  }, [messages, viewer]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    snapshot.current = {
      ...snapshot.current,
      height: el.scrollHeight,
      top: el.scrollTop,
      nearBottom: el.scrollHeight - el.scrollTop - el.clientHeight < 80,
    };
    if (el.scrollTop < 80) loadOlder();
  };

  return (
    <>
      <div
        ref={scroller}
        onScroll={onScroll}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4"
        tabIndex={0}
        aria-label={`Messages with ${name}`}
        role="log"
      >
        {status === 'loading' ? (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600">
            <Spinner className="h-4 w-4 text-indigo-600" /> Loading messages…
          </p>
        ) : null}
        {status === 'error' ? (
          <Alert
            title={ERROR_MESSAGES.loadMessages}
            action={
              <button type="button" onClick={retry} className={buttonClasses('secondary', 'sm')}>
                Try Again
              </button>
            }
          />
        ) : null}
        {status === 'ready' && hasMore ? (
          <div className="mb-3 flex justify-center">
            <button
              type="button"
              onClick={loadOlder}
              disabled={loadingOlder}
              className={buttonClasses('ghost', 'sm')}
            >
              {loadingOlder ? (
                <>
                  <Spinner /> Loading older messages…
                </>
              ) : (
                'Load older messages'
              )}
            </button>
          </div>
        ) : null}
        {olderFailed ? (
          <p className="mb-3 text-center text-sm text-red-700">{ERROR_MESSAGES.loadMessages}</p>
        ) : null}
        {status === 'ready' && messages.length === 0 ? (
          <div className="py-10 text-center text-sm text-slate-600">
            <p className="font-medium text-slate-800">No messages yet</p>
            <p className="mt-1">Say hello to {name}.</p>
          </div>
        ) : null}
        <ol className="space-y-3" aria-label="Messages">
          {messages.map((message) => (
            <Bubble key={message._id} message={message} own={message.senderType === viewer} now={now} />
          ))}
        </ol>
      </div>
      {alert ? (
        <div className="border-t border-slate-200 px-3 pt-3">
          <Alert
            action={
              <button type="button" onClick={dismissAlert} className={buttonClasses('ghost', 'sm')}>
                Dismiss
              </button>
            }
          >
            {alert}
          </Alert>
        </div>
      ) : null}
      {chatState.connection === 'disconnected' ? (
        <p className="border-t border-amber-200 bg-amber-50 px-4 py-1.5 text-xs text-amber-900">
          Reconnecting to live chat… Messages still send.
        </p>
      ) : null}
      <Composer onSend={chatState.send} disabled={status !== 'ready'} name={name} />
    </>
  );
}

function Composer({
  onSend,
  disabled,
  name,
}: {
  onSend: (text: string) => Promise<boolean>;
  disabled: boolean;
  name: string;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const counterId = useId();
  const trimmed = text.trim();
  const submit = async () => {
    if (!trimmed || disabled) return;
    const sent = text;
    setText('');
    const ok = await onSend(sent);
    // A failed message comes back into the box, unless something new was typed meanwhile.
    if (!ok) setText((current) => (current ? current : sent));
  };
  const near = text.length >= MESSAGE_MAX_LENGTH - 100;
  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          Message to {name}
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Type a message…"
          aria-describedby={near ? counterId : undefined}
          className="block max-h-32 min-h-11 w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500 sm:text-sm"
        />
        {near ? (
          <p id={counterId} className="mt-1 text-xs text-slate-600" aria-live="polite">
            {text.length}/{MESSAGE_MAX_LENGTH} characters
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!trimmed || disabled}
        className={buttonClasses('primary', 'md', 'min-h-11')}
      >
        Send
      </button>
    </form>
  );
}
