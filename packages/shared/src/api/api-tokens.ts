// What an API token may not do (decisions.md 9.5, docs/decisions/0039): an API token acts as its
// account everywhere else, but only a signed-in session manages the account's tokens, changes its
// password or signs it into a new session, so a leaked token cannot lock its owner out; nor does
// it leave a way in behind that outlasts its revocation: a webhook's address and secret (where
// every future booking's details would go) and team invitations (a staff account) take a session
// too. (A change of email through `updateProfile` is refused too, by the users service: the rest
// of a profile edit is allowed.) The server refuses these with 403; the OpenAPI document offers
// them the session scheme only.
import type { OperationId } from './operations';

export const SESSION_ONLY_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>([
  'listApiTokens',
  'createApiToken',
  'deleteApiToken',
  'changePassword',
  // Choosing the role of an external sign-in answers a new session token.
  'updateRole',
  // Ways in that would outlast the token (docs/decisions/0039).
  'createWebhook',
  'updateWebhook',
  'rotateWebhookSecret',
  'inviteTeamMember',
  // Privacy rights (decisions.md 9.6): the whole account's data, and its deletion.
  'exportMyData',
  'exportMyBookingsCsv',
  'exportMyBookingsIcs',
  'deleteMyAccount',
]);
