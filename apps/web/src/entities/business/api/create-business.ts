// POST /businesses: creates the account's business (then `refreshOwnBusiness`). Here rather than
// with one feature: the business registration (auth) and the dashboard's create form both make it.
import type { BodyInput } from '@booklane/shared/api';
import type { Business } from '@booklane/shared/schemas';
import { callApi } from '@/lib/api-client';

export function createBusiness(body: BodyInput<'createBusiness'>): Promise<Business> {
  return callApi('createBusiness', { body });
}
