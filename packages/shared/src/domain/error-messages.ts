// The failures the screens show (spec section 8), apart from messages.ts (which re-exports them)
// so that a page needing two of them does not download every text of the product (issue 37).
import { DIRECTORY_MESSAGES } from './directory';

/** Failures shown by the screens (spec section 8). */
export const ERROR_MESSAGES = {
  loadBusinesses: DIRECTORY_MESSAGES.loadBusinesses,
  businessNotFound: 'Business not found',
  loadBusinessDetails: 'Failed to load business details.',
  refreshBookings: 'Failed to refresh bookings',
  loadProfile: 'Failed to load profile data',
  updateUserProfile: 'Failed to update user profile',
  updateBusinessInformation: 'Failed to update business information',
  updatePassword: 'Failed to update password',
  loadBookingHistory: 'Failed to load booking history',
  refreshBookingHistory: 'Failed to refresh booking history',
  loadDashboard: 'Failed to load dashboard data',
  fetchBusinesses: 'Failed to fetch businesses',
  updateProfile: 'Failed to update profile',
  getChat: 'Failed to get chat',
  getCustomerChats: 'Failed to get customer chats',
  getBusinessChats: 'Failed to get business chats',
  getMessages: 'Failed to get messages',
  sendMessage: 'Failed to send message',
  markChatRead: 'Failed to mark chat as read',
  deleteChat: 'Failed to delete chat',
  connectChat: 'Failed to connect to chat service',
  loadChats: 'Failed to load chats',
  loadMessages: 'Failed to load messages',
  chatErrorTitle: 'Chat Error',
  chatErrorText: 'Something went wrong with the chat functionality',
  websocketNotConnected: 'WebSocket not connected',
  businessStatusTimeout: 'Business status request timeout',
} as const;
