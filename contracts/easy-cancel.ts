/**
 * The easy-cancel survey (spec 001 §2 'Member dashboard' easy cancel, §3 'Easy cancel', §4 'Dashboard and
 * cancellation', §7 'Dashboard and account', §8):
 *   GET  /api/easy-cancel/questions                 → data: the questions, each with its answers (both by sort)
 *   GET  /api/easy-cancel/settings                  → data: the page's texts (§3 'Settings: fields not shown')
 *   GET  /api/easy-cancel/upgrade-url?membershipUuid → url: the payment page of the membership's upgrade offer; null none
 *   POST /api/easy-cancel (Bearer)                  → data.url: where the member goes once the feedback is taken
 *
 * Wire choices where the spec leaves the shape open (this project's; backend/routes/easy-cancel.ts answers them):
 * - A question and an answer carry an integer id, their text and their sort; the answers are listed in their question.
 * - Settings: the page's title and intro, whether a free-text comment is offered (and its label), the offer text shown
 *   beside the upgrade link, the link's text, and the submit button's text.
 * - The feedback: {membershipUuid, answers: [{questionId, answerId}] (one per question), comment}. Sending it cancels
 *   the membership (status canceled, access until its rebill date) and answers the URL to go to.
 * The spec calls these 'same origin'; here they are site-API calls ({siteHost}), which is the site's own origin in
 * embedded mode.
 */
import { z } from 'zod/mini';
import { COMMENT_MAX_LENGTH, emptyEasyCancelSettings as empty } from './easy-cancel-constants.ts';

const id = z.number().check(z.int(), z.positive());
const sort = z._default(z.number().check(z.int()), 0);

/** An answer of a question (§3 'answers (each with sort)'). */
export const EasyCancelAnswerOption = z.object({ id, text: z.string(), sort });
export type EasyCancelAnswerOption = z.infer<typeof EasyCancelAnswerOption>;

/** A question of the survey (§3 'Question: sort, answers'). */
export const EasyCancelQuestion = z.object({ id, text: z.string(), sort, answers: z._default(z.array(EasyCancelAnswerOption), []) });
export type EasyCancelQuestion = z.infer<typeof EasyCancelQuestion>;

export const EasyCancelQuestionsAnswer = z.object({ data: z.array(EasyCancelQuestion) });

/** The page's settings (§3 'Settings: fields not shown'): absent fields take these defaults. */
export const EasyCancelSettings = z.object({
  title: z._default(z.string(), empty.title),
  introText: z._default(z.string(), empty.introText),
  /** A free-text comment is offered under the questions. */
  isCommentAllowed: z._default(z.boolean(), empty.isCommentAllowed),
  commentLabel: z._default(z.string(), empty.commentLabel),
  /** The text beside the upgrade link ('' none). */
  offerText: z._default(z.string(), empty.offerText),
  upgradeLinkText: z._default(z.string(), empty.upgradeLinkText),
  submitText: z._default(z.string(), empty.submitText),
});
export type EasyCancelSettings = z.infer<typeof EasyCancelSettings>;
export { emptyEasyCancelSettings } from './easy-cancel-constants.ts';

export const EasyCancelSettingsAnswer = z.object({ data: EasyCancelSettings });

/** GET /api/easy-cancel/upgrade-url: url (§7 'Answer used: url'); null when the membership has no upgrade offer. */
export const EasyCancelUpgradeUrlAnswer = z.object({ url: z._default(z.nullable(z.string()), null) });

export { COMMENT_MAX_LENGTH } from './easy-cancel-constants.ts';

/** POST /api/easy-cancel: the feedback payload (§7 'shape not shown'; this project's). */
export const EasyCancelFeedbackBody = z.object({
  membershipUuid: z.string().check(z.minLength(1), z.maxLength(100)),
  answers: z.array(z.object({ questionId: id, answerId: id })).check(z.maxLength(50)),
  comment: z._default(z.string().check(z.maxLength(COMMENT_MAX_LENGTH)), ''),
});
export type EasyCancelFeedbackBody = z.infer<typeof EasyCancelFeedbackBody>;

/** Its answer: data.url, where the product goes (§4). */
export const EasyCancelFeedbackAnswer = z.object({ data: z.object({ url: z.string().check(z.minLength(1)) }) });
