/** Favourites per page on the dashboard's favourites page (spec 001 §9). No zod here: browser code imports it as a value. */
export const FAVORITES_PAGE_SIZE = 12;
