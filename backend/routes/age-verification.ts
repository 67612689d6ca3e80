/**
 * Age verification (spec 000 §7 'Age verification', §4): the site API's calls and a sandbox provider.
 *
 * - POST /api/age-verification/sessions (Bearer; body {returnUrl?}, a path of the site, default /age-verification/)
 *   → data {sessionId, url}: url is the sandbox provider's page /sandbox-id/verify/{sessionId}/ on this origin.
 * - GET /api/age-verification/sessions/{sessionId} (Bearer, the session's own user) → data {status}: pending, approved,
 *   refused or failed (contracts/age-verification.ts).
 * - POST /api/age-verification/users/{userId}/verification (Bearer, userId = the token's sub) {isVerified} → 201.
 *   isVerified true is taken only when one of the user's provider sessions was approved (else 422); the account is
 *   then verified, so its next access tokens carry kind 'verified'. false changes nothing.
 * - GET …/users/{userId}/is-user-must-pass-verification → {isUserMustPassVerification} (registered after
 *   AGE_VERIFICATION_CUTOFF); GET …/users/{userId}/has-verification → {isUserHasVerification}. Another user's uuid: 403.
 *
 * The provider's page (HTML, not a site API call) has the buttons Approve, Refuse, Fail and Take a long time; each
 * posts to /sandbox-id/verify/{sessionId}/{outcome}/, records the outcome (approved, refused — which cancels the
 * membership —, failed, or pending) and redirects (303) to the session's return path with ?sessionId={sessionId}.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import {
  AgeVerificationSessionAnswer,
  AgeVerificationSessionBody,
  AgeVerificationStatusAnswer,
  HasVerificationAnswer,
  MustPassVerificationAnswer,
  VerificationReportAnswer,
  VerificationReportBody,
} from '../../contracts/age-verification.ts';
import { hasVerification, mustPassVerification } from '../auth/age-verification.ts';
import { requireUser } from '../auth/session.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { ApiError, errorBody, invalidField, notFound } from '../http/errors.ts';
import { jsonBody, optionalJsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import {
  ageVerificationSession,
  cancelMembership,
  createAgeVerificationSession,
  decideAgeVerificationSession,
  hasApprovedSession,
  markAgeVerified,
} from '../repo/age-verification.ts';
import type { UserRecord } from '../repo/users.ts';
import { escapeHtml, sandboxPage } from '../http/html.ts';

export const SANDBOX_PROVIDER_PATH = '/sandbox-id/verify';
const DEFAULT_RETURN_PATH = '/age-verification/';

/** The provider's buttons and the status each records. */
const OUTCOMES: Record<string, { status: string; label: string }> = {
  approve: { status: 'approved', label: 'Approve' },
  refuse: { status: 'refused', label: 'Refuse' },
  fail: { status: 'failed', label: 'Fail' },
  wait: { status: 'pending', label: 'Take a long time' },
};

const forbidden = () => new ApiError(403, errorBody(403, 'You may only ask about your own account.'));

/** The user of the bearer token, who must be the one the path names. */
async function requireSelf(c: Context, ctx: Parameters<RouteModule>[1]): Promise<UserRecord> {
  const user = await requireUser(c, ctx);
  if (c.req.param('userId') !== user.uuid) throw forbidden();
  return user;
}

const LOCAL = 'http://site.invalid';

/**
 * Only a path of the site itself is a return target, given as the browser will read it: resolved (dot segments and
 * backslashes included) it must stay on the site, and not begin with '//' ('/.//host/av' resolves to '//host/av',
 * which a later redirect would send off the site).
 */
function safeReturnPath(value: string | undefined): string {
  // A backslash, a space or a control character (which URL parsing drops or reads as '/') is no path of ours.
  if (!value?.startsWith('/') || /[\s\\]/.test(value) || [...value].some((ch) => ch < ' ')) return DEFAULT_RETURN_PATH;
  const url = URL.parse(value, LOCAL);
  if (!url || url.origin !== LOCAL || url.pathname.startsWith('//')) return DEFAULT_RETURN_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

const withQuery = (path: string, sessionId: string): string => `${path}${path.includes('?') ? '&' : '?'}sessionId=${encodeURIComponent(sessionId)}`;

function providerPage(sessionId: string, status: string): string {
  const id = escapeHtml(sessionId);
  const buttons = Object.entries(OUTCOMES)
    .map(([outcome, o]) => `<button type="submit" formaction="${SANDBOX_PROVIDER_PATH}/${id}/${outcome}/">${o.label}</button>`)
    .join('\n        ');
  return sandboxPage({
    title: 'SandboxID — age check',
    style: `  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #eef1f5; color: #1d2430; }
  header { background: #1f4e79; color: #fff; padding: 12px 24px; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 480px; margin: 48px auto; background: #fff; border: 1px solid #c9d1dc; border-radius: 6px; padding: 24px 28px; }
  h1 { font-size: 1.3rem; margin: 0 0 8px; }
  p { margin: 0 0 16px; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; }
  button { font: inherit; padding: 8px 16px; border: 1px solid #1f4e79; border-radius: 4px; background: #fff; color: #1f4e79; cursor: pointer; }
  button:first-child { background: #1f4e79; color: #fff; }
  small { display: block; margin-top: 16px; color: #4a5565; }`,
    header: 'SandboxID',
    main: `  <h1>Confirm your age</h1>
  <p>This is the sandbox identity check of the demo site. Choose the result the check should have; you are then sent back to the site.</p>
  <form method="post">
    <div class="actions">
        ${buttons}
    </div>
  </form>
  <small>Session ${id} · status ${escapeHtml(status)}</small>`,
  });
}

export const ageVerificationRoutes: RouteModule = (app, ctx) => {
  app.post('/api/age-verification/sessions', async (c) => {
    const user = await requireUser(c, ctx);
    // The body is optional: none (or an empty one) means the default return path.
    const body = await optionalJsonBody(c, AgeVerificationSessionBody, {});
    const sessionId = randomUUID();
    await createAgeVerificationSession(ctx.db, {
      id: sessionId,
      userUuid: user.uuid,
      returnPath: safeReturnPath(body.returnUrl),
      now: nowSeconds(ctx),
    });
    return send(c, AgeVerificationSessionAnswer, { data: { sessionId, url: `${SANDBOX_PROVIDER_PATH}/${sessionId}/` } });
  });

  app.get('/api/age-verification/sessions/:sessionId', async (c) => {
    const user = await requireUser(c, ctx);
    const session = await ageVerificationSession(ctx.db, c.req.param('sessionId').slice(0, 100));
    if (!session || session.user_uuid !== user.uuid) throw notFound();
    return send(c, AgeVerificationStatusAnswer, { data: { status: session.status } });
  });

  app.post('/api/age-verification/users/:userId/verification', async (c) => {
    const user = await requireSelf(c, ctx);
    const { isVerified } = await jsonBody(c, VerificationReportBody);
    if (isVerified) {
      if (!(await hasApprovedSession(ctx.db, user.uuid))) throw invalidField('isVerified', 'No approved verification for this user');
      await markAgeVerified(ctx.db, user.uuid, nowSeconds(ctx));
    }
    return send(c, VerificationReportAnswer, { status: { code: 201, message: 'Created' } }, 201);
  });

  app.get('/api/age-verification/users/:userId/is-user-must-pass-verification', async (c) => {
    const user = await requireSelf(c, ctx);
    return send(c, MustPassVerificationAnswer, { isUserMustPassVerification: mustPassVerification(user) });
  });

  app.get('/api/age-verification/users/:userId/has-verification', async (c) => {
    const user = await requireSelf(c, ctx);
    return send(c, HasVerificationAnswer, { isUserHasVerification: hasVerification(user) });
  });

  // The sandbox provider's own page: no site token (the provider knows the visitor by the session id alone).
  app.get(`${SANDBOX_PROVIDER_PATH}/:sessionId/`, async (c) => {
    const session = await ageVerificationSession(ctx.db, c.req.param('sessionId').slice(0, 100));
    if (!session) throw notFound();
    c.header('Cache-Control', 'no-store');
    return c.html(providerPage(session.id, session.status));
  });

  app.post(`${SANDBOX_PROVIDER_PATH}/:sessionId/:outcome/`, async (c) => {
    const outcome = OUTCOMES[c.req.param('outcome')];
    const session = await ageVerificationSession(ctx.db, c.req.param('sessionId').slice(0, 100));
    if (!outcome || !Object.hasOwn(OUTCOMES, c.req.param('outcome')) || !session) throw notFound();
    // A decided session stays decided: a second press (back button) only sends the visitor back again.
    if (session.status === 'pending') {
      await decideAgeVerificationSession(ctx.db, session.id, outcome.status, nowSeconds(ctx));
      if (outcome.status === 'refused') await cancelMembership(ctx.db, session.user_uuid);
    }
    return c.redirect(withQuery(session.return_path, session.id), 303);
  });
};
