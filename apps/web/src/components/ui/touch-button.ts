// The self-service controls (the booking card's and the manage page's buttons, their dialogs'
// footers) are at least 44 px tall on phones, the usual height from the `sm` width up.
export const TOUCH_BUTTON = 'min-h-11 sm:min-h-10';
// A link inside a sentence is a touch target of 44 px on phones too: padding above and below an
// inline element grows the area a tap lands on without moving the lines of text around it.
export const INLINE_LINK_TARGET = 'py-3 sm:py-0';
