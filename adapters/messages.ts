/** What the adapters answer with when an upstream gave no text of its own (spec 000 §8). */
export const GENERIC_ERROR = 'Uh-oh... Something went wrong.';
/** A session that could not be renewed (spec 000 §8). */
export const SESSION_EXPIRED = 'Your session expired. Please, refresh the page.';
