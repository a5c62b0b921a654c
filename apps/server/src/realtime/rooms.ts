// Room names of the socket.io server. Every socket joins its user's room on connect, so anything
// addressed to a user reaches all of their tabs on every process (Redis adapter).

/** Every socket of one user. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Sockets of the two parties that joined one chat (`join_chat`). */
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** Sockets watching one business's online status (`join_business_view`). */
export const businessViewRoom = (businessId: string) => `business-view:${businessId}`;
