// The self-service controls (the booking card's and the manage page's buttons, their dialogs'
// footers) are at least 44 px tall on phones, the usual height from the `sm` width up.
export const TOUCH_BUTTON = 'min-h-11 sm:min-h-10';
