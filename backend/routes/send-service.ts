/**
 * The e-mail sending service's subscription preferences ({sendService}/v1/subscription/{uid}, spec 001 §7; contracts/
 * email-subscription.ts), mounted at /api/send-service in embedded mode. The uid is the key: no sign-in.
 * - GET: data {uid, email (masked), type, frequency, topics}; an unknown uid is 404 'This preferences link is not valid.'
 * - PATCH {type, frequency?, topics?}: 200 {header: 'Preferences saved', text, isError: false}; a type that is not an
 *   integer of 0 to 3, or a bad field, is 422 with the reason (and the result shape, isError true) and changes nothing;
 *   an unknown uid is 404.
 */
import { embeddedBasePath } from '../../contracts/calls.ts';
import { z } from 'zod/mini';
import {
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_TYPE_MAX,
  SUBSCRIPTION_TYPE_MIN,
  SUBSCRIPTION_SAVED,
  SubscriptionAnswer,
  SubscriptionPatch,
  SubscriptionResultAnswer,
} from '../../contracts/email-subscription.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { ApiError, errorBody } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import { subscriptionByUid, updateSubscription } from '../repo/email-subscriptions.ts';

export const sendServiceBase = embeddedBasePath.sendService;

const UID = /^[A-Za-z0-9_-]{1,64}$/;

const AnyObject = z.record(z.string(), z.unknown());

/** Why a PATCH's type is wrong (missing, not an integer, out of range), or null when it is one of the types. */
function typeProblem(type: unknown): string | null {
  if (type === undefined) return 'type is required: a whole number from 0 to 3';
  if (typeof type !== 'number' || !Number.isInteger(type)) return `type must be a whole number from 0 to 3, not ${JSON.stringify(type)}`;
  if (type < SUBSCRIPTION_TYPE_MIN || type > SUBSCRIPTION_TYPE_MAX) return `type must be from 0 to 3, not ${type}`;
  return null;
}

const notFound = () =>
  new ApiError(404, { ...errorBody(404, SUBSCRIPTION_NOT_FOUND), header: 'Link not valid', text: SUBSCRIPTION_NOT_FOUND, isError: true } as never);

export const sendServiceRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const path = `${sendServiceBase}/v1/subscription/:uid`;

  app.get(path, async (c) => {
    const uid = c.req.param('uid') ?? '';
    const config = UID.test(uid) ? await subscriptionByUid(db, uid) : null;
    if (!config) throw notFound();
    return send(c, SubscriptionAnswer, { data: config });
  });

  app.patch(path, async (c) => {
    const uid = c.req.param('uid') ?? '';
    if (!UID.test(uid) || !(await subscriptionByUid(db, uid))) throw notFound();
    const body = await jsonBody(c, AnyObject);
    const parsed = SubscriptionPatch.safeParse(body);
    if (!parsed.success) {
      // The spec's result (header, text, isError) beside the usual error body: the page shows it as an error.
      const reason = typeProblem(body.type) ?? parsed.error.issues.map((i) => `${i.path.map(String).join('.') || 'body'}: ${i.message}`).join('; ');
      throw new ApiError(422, {
        ...errorBody(422, `The given data was invalid. ${reason}`, { [typeProblem(body.type) ? 'type' : '_']: [reason] }),
        header: 'Preferences not saved',
        text: reason,
        isError: true,
      } as never);
    }
    const change = parsed.data;
    await updateSubscription(db, uid, change, nowSeconds(ctx));
    return send(c, SubscriptionResultAnswer, SUBSCRIPTION_SAVED);
  });
};
