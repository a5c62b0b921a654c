// The route table: the services operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const SERVICE_OPERATIONS = {
  // ---- services ---------------------------------------------------------------------------
  listServices: {
    method: 'GET',
    path: '/api/services/business/{businessId}',
    auth: 'optional',
    tag: 'Services',
    summary: "A business's services: active ones for visitors, all of them for the owner",
  },
  createService: {
    method: 'POST',
    path: '/api/services',
    auth: 'business',
    tag: 'Services',
    summary: 'Add a service to the signed-in owner’s business',
  },
  updateService: {
    method: 'PUT',
    path: '/api/services/{serviceId}',
    auth: 'business',
    tag: 'Services',
    summary: 'Change any subset of a service’s fields',
  },
  deleteService: {
    method: 'DELETE',
    path: '/api/services/{id}',
    auth: 'business',
    tag: 'Services',
    summary: 'Delete a service (its bookings keep what was booked)',
  },
} as const satisfies Record<string, OperationInfo>;
