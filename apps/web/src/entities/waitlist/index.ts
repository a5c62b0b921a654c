// The waitlist (decisions.md 9.3) as the screens know it: the customer's entries and a held place
// (reads and their keys), joining, leaving and answering an offer, what the screens say about them,
// and the small components the offer page, the banner and the dashboard share.
export { MY_WAITLIST_KEY } from './api/keys';
export { useMyWaitlist } from './api/get-my-waitlist';
export { useWaitlistOffer } from './api/get-waitlist-offer';
export { useMyWaitlistUpdates } from './api/live-my-waitlist';
export { useJoinWaitlist, type JoinWaitlistBody } from './api/join-waitlist';
export { useLeaveWaitlist, useLeaveWaitlistAsGuest } from './api/leave-waitlist';
export { useClaimWaitlistOffer, useDeclineWaitlistOffer } from './api/answer-offer';
export {
  claimedText,
  claimIsPending,
  countdownText,
  heldUntilText,
  joinedText,
  memberText,
  offerEndedText,
  placeText,
  positionText,
  takesWaitlist,
  windowText,
} from './model/waitlist-words';
export { useCountdown } from './model/use-countdown';
export { HoldTimer } from './ui/hold-timer';
export { OfferSummary } from './ui/offer-summary';
export * from './business-waitlist';
