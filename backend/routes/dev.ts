/**
 * Developer calls of the embedded backend (issue 9): GET /api/dev/outbox, the e-mails the backend sent, newest
 * first (contracts/outbox.ts). Served only with BackendOptions.devCalls (app/server/embedded.ts sets it: the site
 * runs embedded); otherwise 404 like any unknown path.
 */
import { OutboxAnswer, OutboxQuery } from '../../contracts/outbox.ts';
import type { RouteModule } from '../context.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { query } from '../http/input.ts';
import { send } from '../http/send.ts';
import { outboxMails } from '../mail/outbox.ts';

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

export const devRoutes: RouteModule = (app, ctx) => {
  app.get('/api/dev/outbox', async (c) => {
    if (!ctx.devCalls) throw notFound();
    const q = query(c, OutboxQuery);
    const limit = q.limit === undefined ? OUTBOX_DEFAULT_LIMIT : Number(q.limit);
    if (limit < 1 || limit > OUTBOX_MAX_LIMIT) throw invalidField('limit', `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}`);
    const items = await outboxMails(ctx.db, q.to || undefined, limit);
    return send(c, OutboxAnswer, { status: { code: 200, message: 'OK' }, data: { items } });
  });
};
