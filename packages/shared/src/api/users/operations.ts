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
  // ---- privacy rights (decisions.md 9.6, docs/decisions/0042) -------------------------------
  exportMyData: {
    method: 'GET',
    path: '/api/users/me/export',
    auth: 'user',
    tag: 'Users',
    summary: 'Download everything kept of the account: profile, bookings, reviews, chats and messages (JSON)',
  },
  exportMyBookingsCsv: {
    method: 'GET',
    path: '/api/users/me/bookings.csv',
    auth: 'user',
    tag: 'Users',
    summary: "The account's own bookings as a spreadsheet (CSV)",
  },
  exportMyBookingsIcs: {
    method: 'GET',
    path: '/api/users/me/bookings.ics',
    auth: 'user',
    tag: 'Users',
    summary: "The account's own bookings as a calendar file (iCalendar)",
  },
  deleteMyAccount: {
    method: 'DELETE',
    path: '/api/users/me',
    auth: 'user',
    tag: 'Users',
    summary:
      "Delete the account (its password, or a recent external sign-in): future bookings are cancelled, past ones kept without the person's details",
  },
} as const satisfies Record<string, OperationInfo>;
