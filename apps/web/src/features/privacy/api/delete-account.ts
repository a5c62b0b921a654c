// DELETE /users/me (decisions.md 9.6): the account deletes itself with its password (none for an
// external sign-in: a recent one instead).
import type { DeleteAccountRequest } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export const deleteAccount = (body: DeleteAccountRequest) => callApi('deleteMyAccount', { body });
