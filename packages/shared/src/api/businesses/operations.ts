// The route table: the businesses operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const BUSINESS_OPERATIONS = {
  // ---- businesses -------------------------------------------------------------------------
  listBusinesses: {
    method: 'GET',
    path: '/api/businesses',
    auth: 'none',
    tag: 'Businesses',
    summary:
      'The best matches of the directory, at most `limit` (50 by default, 100 at most; the rest are the pages of GET /api/directory), optionally searched and filtered by category',
  },
  listDirectoryPage: {
    method: 'GET',
    path: '/api/directory',
    auth: 'none',
    tag: 'Businesses',
    summary:
      'The directory a page at a time: searched (names, categories, services, addresses, ignoring case and accents; a search that matches nothing as typed is spelled again by trigram similarity and answered with `didYouMean`), filtered by category, price range, city or area and a free time today or this week, best matches first, with the number of matches and the service each business was found by',
  },
  getBusinessByUsername: {
    method: 'GET',
    path: '/api/businesses/u/{username}',
    auth: 'none',
    tag: 'Businesses',
    summary: 'A business by the username of its public page',
  },
  getBusiness: {
    method: 'GET',
    path: '/api/businesses/detail/{businessId}',
    auth: 'none',
    tag: 'Businesses',
    summary: 'A business by id',
  },
  getMyBusinesses: {
    method: 'GET',
    path: '/api/businesses/my-businesses',
    auth: 'business',
    tag: 'Businesses',
    summary:
      "The signed-in account's businesses: the one it owns (at most one) first, then those it works at as staff, each with its membership",
  },
  createBusiness: {
    method: 'POST',
    path: '/api/businesses',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Create the business of the signed-in owner',
  },
  updateBusiness: {
    method: 'PUT',
    path: '/api/businesses/{id}',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Change every field of the business form',
  },
  updateSchedule: {
    method: 'PUT',
    path: '/api/businesses/{id}/update-schedule',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Replace the weekly opening hours',
  },
  updateDateOverrides: {
    method: 'PUT',
    path: '/api/businesses/{id}/date-overrides',
    auth: 'business',
    tag: 'Businesses',
    summary: 'Replace the closed days and one-off hours; answers the bookings they leave outside the hours',
  },
  uploadLogo: {
    method: 'POST',
    path: '/api/uploads/business/{businessId}/logo',
    auth: 'business',
    tag: 'Uploads',
    summary: 'Upload the business logo (PNG, JPEG, WebP or GIF, at most 2 MB)',
  },
} as const satisfies Record<string, OperationInfo>;
