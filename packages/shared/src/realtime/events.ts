// The payload schemas of the realtime connection (socket.io), spec section 7 and decisions.md
// section 6. The server must parse every payload it receives with them: a client can send
// anything. The event maps and names are in event-maps.ts, which has no runtime dependency, so
// the web's first-load bundle can use the names without pulling zod in.

import { z } from 'zod';
import { idSchema } from '../schemas/common';

/** Presence of one business. */
export const businessStatusSchema = z.object({ businessId: idSchema, isOnline: z.boolean() });
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

/** Acknowledgement of `getBusinessStatus`. */
export type BusinessStatusAck = { isOnline: boolean } | { error: string };
/** Handshake `auth` of every socket: the stored token (decisions.md section 6). */
export const socketAuthSchema = z.object({ token: z.string().min(1) });

/** Payloads a client sends. */
export const businessIdPayloadSchema = idSchema;
export const chatIdPayloadSchema = idSchema;
export const businessStatusUpdatePayloadSchema = z.object({ isOnline: z.boolean() });
export type BusinessStatusUpdatePayload = z.infer<typeof businessStatusUpdatePayloadSchema>;
