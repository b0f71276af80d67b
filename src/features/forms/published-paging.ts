/** Spec 1 section 9: the forms panel pages by ten; the next page loads within 5 px of the bottom. */
export const PAGE_SIZE = 10;
export const NEAR_BOTTOM_PX = 5;
export const nearBottom = (el: { scrollTop: number; scrollHeight: number; clientHeight: number }) => el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
