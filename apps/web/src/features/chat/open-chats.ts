// Which chats are on screen right now (open and not minimized): their new messages are read at
// once, so the list does not count them as unread.
const open = new Map<string, number>();

export function markChatOnScreen(chatId: string): () => void {
  open.set(chatId, (open.get(chatId) ?? 0) + 1);
  return () => {
    const n = (open.get(chatId) ?? 1) - 1;
    if (n <= 0) open.delete(chatId);
    else open.set(chatId, n);
  };
}

export function isChatOnScreen(chatId: string): boolean {
  return open.has(chatId);
}
