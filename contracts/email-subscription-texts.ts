/**
 * The e-mail sending service's answer texts (contracts/email-subscription.ts), shared by the reference backend and the
 * page. No zod here: browser code imports them as values.
 */
type Result = { header: string; text: string; isError: boolean };

/** Texts of the service's answers (shared by the reference backend and the page). */
export const SUBSCRIPTION_SAVED: Result = {
  header: 'Preferences saved',
  text: 'Your e-mail preferences are updated. It may take up to an hour for every list to follow.',
  isError: false,
};
export const SUBSCRIPTION_NOT_FOUND = 'This preferences link is not valid.';
export const SUBSCRIPTION_SAVE_FAILED: Result = {
  header: 'Preferences not saved',
  text: 'Uh-oh... Something went wrong. Please try again.',
  isError: true,
};
