/**
 * Developer calls of the embedded backend: GET /api/dev/outbox, the e-mails the backend sent, newest
 * first (contracts/outbox.ts); POST /api/dev/maintenance {isActive}, which switches the maintenance flag that
 * GET /api/maintenance answers (so a test can show the maintenance page, spec 000 §2.3). Served only with
 * BackendOptions.devCalls, to an administrator or the test runner (http/dev-access.ts); otherwise 404 like any unknown
 * path. Every developer call has that gate (the affiliate figures and the cam simulator's controls too).
 */
import { z } from 'zod/mini';
import { OutboxAnswer, OutboxQuery } from '../../contracts/outbox.ts';
import { MaintenanceAnswer } from '../../contracts/site-api.ts';
import type { RouteModule } from '../context.ts';
import { devCallsOnly } from '../http/dev-access.ts';
import { invalidField } from '../http/errors.ts';
import { jsonBody, query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { outboxMails } from '../mail/outbox.ts';
import { putSetting } from '../repo/catalogue.ts';

/** The body of POST /api/dev/maintenance. */
const MaintenanceSwitch = z.object({ isActive: z.boolean() });

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

export const devRoutes: RouteModule = (app, ctx) => {
  app.get('/api/dev/outbox', devCallsOnly(ctx), async (c) => {
    const q = query(c, OutboxQuery);
    const limit = q.limit === undefined ? OUTBOX_DEFAULT_LIMIT : Number(q.limit);
    if (limit < 1 || limit > OUTBOX_MAX_LIMIT) throw invalidField('limit', `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}`);
    const items = await outboxMails(ctx.db, q.to || undefined, limit);
    return send(c, OutboxAnswer, { status: { code: 200, message: 'OK' }, data: { items } });
  });

  app.post('/api/dev/maintenance', devCallsOnly(ctx), async (c) => {
    const { isActive } = await jsonBody(c, MaintenanceSwitch);
    await putSetting(ctx.db, 'maintenance', { isActive });
    return send(c, MaintenanceAnswer, { data: { isActive } });
  });
};
