/**
 * The easy-cancel survey's plain values, in a module of its own without zod: the screen and machine read them, and
 * importing them from contracts/easy-cancel.ts (which re-exports them) put zod in the page's first load.
 */

/** The longest comment the feedback takes (contracts/easy-cancel.ts EasyCancelFeedbackBody). */
export const COMMENT_MAX_LENGTH = 1000;

/** The page's settings when the upstream gives none (spec 001 §3 'Settings: fields not shown'): the schema's defaults. */
export const emptyEasyCancelSettings = {
  title: 'Before you go',
  introText: '',
  isCommentAllowed: false,
  commentLabel: 'Anything else you want to tell us?',
  offerText: '',
  upgradeLinkText: 'Upgrade instead',
  submitText: 'Cancel my membership',
};
