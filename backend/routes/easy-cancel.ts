/**
 * The easy-cancel survey (spec 001 §2 'Member dashboard' easy cancel, §3 'Easy cancel', §4 'Dashboard and
 * cancellation', §7, §8; contracts/easy-cancel.ts), every call for a signed-in member (Bearer):
 *   GET  /api/easy-cancel/questions                   → data: the questions with their answers, by sort
 *   GET  /api/easy-cancel/settings                    → data: the page's texts
 *   GET  /api/easy-cancel/upgrade-url?membershipUuid= → url: a pending payment of the membership's best upgrade offer
 *        (the longest plan its price may move to, routes/upgrade.ts rules) at the sandbox biller of the membership
 *        (or the first eligible one); url null when it has no offer; 404 not one of the caller's memberships
 *   POST /api/easy-cancel {membershipUuid, answers, comment}
 *        → 200 data.url '/main-dashboard/membership-info/': the feedback stored, the membership canceled (status 200,
 *          access until its rebill date; repo/memberships.ts cancelMembership, the dashboard's cancel)
 *        → 422 a question unanswered, answered twice or with another question's answer; a malformed body
 *        → 404 not one of the caller's memberships; 409 already canceled, not active, non-recurring
 * A refusal changes nothing.
 */
import {
  EasyCancelFeedbackAnswer,
  EasyCancelFeedbackBody,
  EasyCancelQuestionsAnswer,
  EasyCancelSettingsAnswer,
  EasyCancelUpgradeUrlAnswer,
  type EasyCancelQuestion,
  type EasyCancelSettings,
} from '../../contracts/easy-cancel.ts';
import { requireUser } from '../auth/session.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { ApiError, errorBody, invalidField } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import { getSetting } from '../repo/catalogue.ts';
import { upgradePaymentUrl } from '../repo/easy-cancel.ts';
import { type CancelRefusal, cancelMembership } from '../repo/memberships.ts';
import { ANSWER_EVERY_QUESTION, sortedQuestions, surveyComplete } from '../rules/easy-cancel-survey.ts';
import {
  ALREADY_CANCELED_MESSAGE,
  EXTERNAL_MESSAGE,
  MEMBERSHIP_NOT_FOUND_MESSAGE,
  NON_RECURRING_MESSAGE,
  NOT_ACTIVE_MESSAGE,
} from './memberships.ts';

/** Where the member goes once the survey is sent: the site's membership info page, which shows it canceled. */
export const AFTER_EASY_CANCEL_URL = '/main-dashboard/membership-info/';

const refusals: Record<CancelRefusal, () => ApiError> = {
  notFound: () => new ApiError(404, errorBody(404, MEMBERSHIP_NOT_FOUND_MESSAGE)),
  external: () => invalidField('membershipUuid', EXTERNAL_MESSAGE),
  alreadyCanceled: () => new ApiError(409, errorBody(409, ALREADY_CANCELED_MESSAGE)),
  notActive: () => new ApiError(409, errorBody(409, NOT_ACTIVE_MESSAGE)),
  nonRecurring: () => new ApiError(409, errorBody(409, NON_RECURRING_MESSAGE)),
};

const questionsOf = async (ctx: BackendContext) => sortedQuestions((await getSetting<EasyCancelQuestion[]>(ctx.db, 'easyCancelQuestions')) ?? []);

export const easyCancelRoutes: RouteModule = (app, ctx) => {
  app.get('/api/easy-cancel/questions', async (c) => {
    await requireUser(c, ctx);
    return send(c, EasyCancelQuestionsAnswer, { data: await questionsOf(ctx) });
  });

  app.get('/api/easy-cancel/settings', async (c) => {
    await requireUser(c, ctx);
    return send(c, EasyCancelSettingsAnswer, { data: (await getSetting<EasyCancelSettings>(ctx.db, 'easyCancelSettings')) ?? {} });
  });

  app.get('/api/easy-cancel/upgrade-url', async (c) => {
    const user = await requireUser(c, ctx);
    const membershipUuid = (c.req.query('membershipUuid') ?? '').trim();
    if (!membershipUuid || membershipUuid.length > 100) throw invalidField('membershipUuid', 'The membershipUuid is required.');
    const url = await upgradePaymentUrl(ctx, user.uuid, membershipUuid);
    if (url === undefined) throw new ApiError(404, errorBody(404, MEMBERSHIP_NOT_FOUND_MESSAGE));
    return send(c, EasyCancelUpgradeUrlAnswer, { url });
  });

  app.post('/api/easy-cancel', async (c) => {
    const user = await requireUser(c, ctx);
    const body = await jsonBody(c, EasyCancelFeedbackBody);
    const questions = await questionsOf(ctx);
    const answers = Object.fromEntries(body.answers.map((a) => [a.questionId, a.answerId]));
    const once = new Set(body.answers.map((a) => a.questionId)).size === body.answers.length;
    const known = body.answers.every((a) => questions.some((q) => q.id === a.questionId));
    if (!once || !known || !surveyComplete(questions, answers)) throw invalidField('answers', ANSWER_EVERY_QUESTION);
    const result = await cancelMembership(ctx, user.uuid, body.membershipUuid);
    if (!result.ok) throw refusals[result.refusal]();
    await ctx.db.query(
      `INSERT INTO easy_cancel_feedback (user_uuid, membership_uuid, answers, comment, created_at) VALUES ($1, $2, $3::jsonb, $4, $5)`,
      [user.uuid, body.membershipUuid, JSON.stringify(body.answers), body.comment, nowSeconds(ctx)],
    );
    return send(c, EasyCancelFeedbackAnswer, { data: { url: AFTER_EASY_CANCEL_URL } });
  });
};
