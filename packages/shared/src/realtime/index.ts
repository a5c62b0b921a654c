// The socket events, typed, and the schemas of their payloads.
// Zod-free event names: `@booklane/shared/realtime/event-maps`.
export * from './event-maps';
export * from './events';
