/**
 * The live cam calls of the reference backend (spec 002 §7; contracts/cam-provider.ts), answered by the simulator's
 * world (backend/cams/world.ts):
 * - the cam provider's clients REST API under {camProvider} ('/api/cam-provider' embedded): GET /broadcasts,
 *   GET /api/clients/v1/broadcasts/models/{nickname}, GET /api/clients/v1/models/profile/{modelId}, and the cards'
 *   pictures GET /previews/{broadcastId}.svg;
 * - the site host's GET /api/vrlive/user-info (401 guest, 403 no membership, else the signed cam token: scope 'cam' for
 *   members authorised for live cam, 'chat' for the other expired or inactive members, backend/cams/cam-token.ts) and
 *   GET /api/vrlive/balance (the balance in cam_balances);
 * - the content API's GET camgirl-page-tags/{slug} (the list's filter options, for any list slug) and
 *   GET room-tags/{slug} (404 for an unknown tag);
 * - embedded mode only (ctx.devCalls; 404 otherwise): the control endpoint POST {camProvider}/_sim/advance {ms},
 *   /_sim/force {nickname, move, email?}, /_sim/balance {email, balance}, /_sim/freeze {on}, GET /_sim/state?nickname=,
 *   and the messenger's /_sim/messenger {email, nickname, move: 'say:{text}' | 'block' | 'unblock' | 'mute' | 'unmute'}.
 */
import { z } from 'zod/mini';
import {
  CAM_PROVIDER,
  CamAuthInfoAnswer,
  CamBalanceAnswer,
  CamBroadcast,
  CamFilterOptionsAnswer,
  CamModelProfile,
  CamRoomPage,
  RoomTagAnswer,
} from '../../contracts/cam-provider.ts';
import { embeddedBasePath } from '../../contracts/calls.ts';
import { requireMemberFlags } from '../auth/session.ts';
import { balanceOf } from '../cams/billing.ts';
import { signCamToken } from '../cams/cam-token.ts';
import { previewSvg } from '../cams/preview-art.ts';
import type { MessengerMove } from '../cams/messenger-api.ts';
import { CamRefusal } from '../cams/world-api.ts';
import type { RouteModule } from '../context.ts';
import { ApiError, errorBody, notFound } from '../http/errors.ts';
import { jsonBody, slugParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { contentBase } from './content.ts';
import { memberHandle } from '../rules/member-handle.ts';
import { devCallsOnly } from '../http/dev-access.ts';

export const camBase = embeddedBasePath.camProvider;
export const SIM_BASE = `${camBase}/_sim`;
export const NOT_CAM_AUTHORISED = 'You are not authorized for live cams.';

const MAX_LIMIT = 100;

const list = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const int = (raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
};

const AdvanceBody = z.object({ ms: z.number().check(z.int(), z.nonnegative(), z.lte(24 * 3600_000)) });
const ForceBody = z.object({ nickname: z.string().check(z.minLength(1)), move: z.string().check(z.minLength(1)), email: z.optional(z.string()) });
const BalanceBody = z.object({ email: z.string().check(z.minLength(1)), balance: z.number().check(z.int(), z.nonnegative()) });
const FreezeBody = z.object({ on: z.boolean() });
const MessengerBody = z.object({
  email: z.string().check(z.minLength(1)),
  nickname: z.string().check(z.minLength(1)),
  move: z.string().check(z.regex(/^(say:.{1,400}|block|unblock|mute|unmute)$/s)),
});

export const camRoutes: RouteModule = (app, ctx) => {
  const world = ctx.cams;

  app.get(`${camBase}/broadcasts`, (c) => {
    const q = c.req.query();
    const statuses = list(q.status);
    return send(
      c,
      CamRoomPage,
      world.rooms({
        tagCodes: list(q.tags),
        categoryCodes: list(q['tag-categories']),
        statuses: statuses.includes('all') ? [] : statuses,
        limit: int(q.limit, 12, MAX_LIMIT),
        offset: int(q.offset, 0),
        showOffline: q['show-offline'] !== 'false',
        showHidden: q['show-hidden'] === 'true',
      }),
    );
  });

  app.get(`${camBase}/api/clients/v1/broadcasts/models/:nickname`, (c) => {
    const broadcast = world.broadcast(slugParam(c, 'nickname'));
    if (!broadcast) throw notFound();
    return send(c, CamBroadcast, broadcast);
  });

  app.get(`${camBase}/api/clients/v1/models/profile/:modelId`, (c) => {
    const profile = world.profile(slugParam(c, 'modelId'));
    if (!profile) throw notFound();
    return send(c, CamModelProfile, profile);
  });

  app.get(`${camBase}/previews/:file`, (c) => {
    const match = /^([\w-]+)\.svg$/.exec(c.req.param('file') ?? '');
    const def = match?.[1] ? world.svgPreview(match[1]) : null;
    if (!def) throw notFound();
    return c.body(previewSvg(def), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });

  app.get(`/api/${CAM_PROVIDER}/user-info`, async (c) => {
    c.header('cache-control', 'no-store');
    const { user, flags } = await requireMemberFlags(c, ctx);
    // Members without a membership are refused; expired and inactive ones without benefits get a chat-only token.
    if (!flags.activeExpiredOrInactive) throw new ApiError(403, errorBody(403, NOT_CAM_AUTHORISED));
    const name = memberHandle(user.uuid);
    const scope = flags.authorizedForLiveCam ? 'cam' : 'chat';
    const token = await signCamToken(ctx.jwtKey, { uuid: user.uuid, name, scope, generation: user.cam_token_generation }, ctx.now());
    return send(c, CamAuthInfoAnswer, { data: { [`${CAM_PROVIDER}_token`]: token, user_name: name, user_uuid: user.uuid } as never });
  });

  app.get(`/api/${CAM_PROVIDER}/balance`, async (c) => {
    c.header('cache-control', 'no-store');
    const { user } = await requireMemberFlags(c, ctx);
    return send(c, CamBalanceAnswer, { data: { data: { balance: await balanceOf(ctx.db, user.uuid) } } });
  });

  app.get(`${contentBase}/camgirl-page-tags/:slug`, (c) => send(c, CamFilterOptionsAnswer, { data: world.filterOptions() }));

  app.get(`${contentBase}/room-tags/:slug`, (c) => {
    const tag = world.roomTag(slugParam(c));
    if (!tag) throw notFound();
    return send(c, RoomTagAnswer, { data: tag });
  });

  if (!ctx.devCalls) return;
  app.use(`${SIM_BASE}/*`, devCallsOnly(ctx));

  const refusal = (err: unknown): never => {
    if (err instanceof CamRefusal) throw new ApiError(422, errorBody(422, err.message));
    throw err;
  };

  app.post(`${SIM_BASE}/advance`, async (c) => {
    const { ms } = await jsonBody(c, AdvanceBody);
    return c.json({ now: await world.advance(ms) });
  });
  app.post(`${SIM_BASE}/force`, async (c) => {
    const { nickname, move, email } = await jsonBody(c, ForceBody);
    const state = await world.force(nickname, move, { email }).catch(refusal);
    return c.json({ state });
  });
  app.post(`${SIM_BASE}/balance`, async (c) => {
    const { email, balance } = await jsonBody(c, BalanceBody);
    const set = await world.setBalance(email, balance);
    if (set === null) throw notFound();
    return c.json({ balance: set });
  });
  app.post(`${SIM_BASE}/messenger`, async (c) => {
    const { email, nickname, move } = await jsonBody(c, MessengerBody);
    if (!(await world.messengerForce(email, nickname, move as MessengerMove))) throw notFound();
    return c.json({ done: true });
  });
  app.post(`${SIM_BASE}/freeze`, async (c) => {
    const { on } = await jsonBody(c, FreezeBody);
    world.setFrozen(on);
    return c.json({ frozen: world.isFrozen() });
  });
  app.get(`${SIM_BASE}/state`, (c) => {
    const nickname = c.req.query('nickname');
    if (!nickname) return c.json({ now: world.clock.now(), frozen: world.isFrozen(), nicknames: world.nicknames() });
    const state = world.state(nickname);
    if (!state) throw notFound();
    return c.json({ now: world.clock.now(), frozen: world.isFrozen(), state });
  });
};
