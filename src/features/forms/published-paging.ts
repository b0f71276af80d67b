/** Spec 1 section 9: the forms panel pages by ten; the next page loads within 5 px of the bottom. */
export const PAGE_SIZE = 10;
export const NEAR_BOTTOM_PX = 5;
export const nearBottom = (el: { scrollTop: number; scrollHeight: number; clientHeight: number }) => el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
/** Rows that do not fill the list leave nothing to scroll: the user could never reach the bottom to ask for more. */
export const notFilled = (el: { scrollHeight: number; clientHeight: number }) => el.scrollHeight - el.clientHeight <= NEAR_BOTTOM_PX;
