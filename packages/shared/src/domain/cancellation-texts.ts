// The cancellation policy's texts (decisions.md 8.3), apart from messages.ts (which re-exports
// them) so that the business page's first download does not carry every text of the product
// (issue 37).

/**
 * The 409 of a customer's cancel or reschedule after the cut-off: it names the cut-off, in the
 * business's local time (`Tuesday 2 June 2026, 10:00`).
 */
export function cancellationClosedMessage(cutoffLocal: string): string {
  return `Changes by the customer were possible until ${cutoffLocal}. Please contact the business.`;
}

/** `Free cancellation until 24 hours before` (the public page and the booking form). */
export function cancellationPolicyText(noticeHours: number): string {
  if (noticeHours === 0) return 'Free cancellation until the start';
  return `Free cancellation until ${noticeHours} ${noticeHours === 1 ? 'hour' : 'hours'} before`;
}

/**
 * The booking form's line for the time being chosen (docs/decisions/0032): `Free cancellation
 * until Tue 14:00` (`deadline` in the business's words), or, for a flexible service (no start, so
 * no cut-off), `Free cancellation at any time`.
 */
export function freeCancellationDeadlineText(deadline: string | null): string {
  return deadline === null ? 'Free cancellation at any time' : `Free cancellation until ${deadline}`;
}

/** The booking form's line for a time that starts within the business's cancellation notice. */
export function insideCancellationWindowText(noticeHours: number): string {
  return `This time is inside the business's ${noticeHours}-hour cancellation window: you will not be able to cancel it yourself`;
}
