// The error body of every failed answer, and its codes and statuses.
export * from './api-error';
