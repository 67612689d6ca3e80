/**
 * Messages per page (spec 002 §4.9) and chats per fetch (§7): the messenger contract's limits, in a module of their own
 * without zod, so the visit's messenger and its chat machine (in every page's first load) do not bring the schemas there.
 */
export const MESSAGES_PER_PAGE = 50;
export const CHATS_PER_FETCH = 100;
