// The route table: the users operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const USER_OPERATIONS = {
  // ---- users ------------------------------------------------------------------------------
  getProfile: {
    method: 'GET',
    path: '/api/users/profile',
    auth: 'user',
    tag: 'Users',
    summary: 'The signed-in user',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/users/profile',
    auth: 'user',
    tag: 'Users',
    summary: 'Change name, email and phone (and, for a business account, the weekly summary email)',
  },
  changePassword: {
    method: 'PUT',
    path: '/api/users/password',
    auth: 'user',
    tag: 'Users',
    summary: 'Change the password; earlier tokens stop working, the answer carries a new one',
  },
} as const satisfies Record<string, OperationInfo>;
