// The zod schemas of entities, requests and answers, with their types.
export * from './availability';
export * from './booking';
export * from './business';
export * from './calendar-feed';
export * from './chat';
export * from './common';
export * from './customer';
export * from './directory';
export * from './health';
export * from './insights';
export * from './notification';
export * from './review';
export * from './schedule';
export * from './service';
export * from './team';
export * from './user';
export * from './waitlist';
