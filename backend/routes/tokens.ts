/**
 * Live cam token packs on the site host (spec 002 §2.5, §3.7, §4.8, §5, §6, §7):
 * - GET  /api/vrlive/join-now/prices          → data.items: the packs (contracts/tokens.ts), for everyone;
 * - POST /api/vrlive/tokens/payment-url (Bearer) {priceUuid, itemCode, isNonRecurring, paymentSystem} → data.paymentUrl:
 *   a pending payment of the pack at the chosen sandbox biller (its hosted page); 401 without a session, 403 for a
 *   viewer who is not an active, expired or inactive member (§6), 422 for an unknown pack or a biller that may not sell
 *   it (rules/token-tariffs.ts, the same rules the page offers by). The biller's approval credits the tokens
 *   (repo/payments.ts approvePayment, once) and sends the buyer back to /tokens/?payment={uuid};
 * - GET  /i/token-icons/tokens-{imageToken}.svg → the pack's icon (a generated coin stack).
 */
import { CAM_PROVIDER } from '../../contracts/cam-provider.ts';
import { type TokenTariff, TokenPaymentUrlAnswer, TokenPaymentUrlBody, TokenTariffsAnswer } from '../../contracts/tokens.ts';
import { requireMemberFlags } from '../auth/session.ts';
import { billers, startPayment } from '../billing/checkout.ts';
import type { RouteModule } from '../context.ts';
import { ApiError, errorBody, notFound } from '../http/errors.ts';
import { jsonBody } from '../http/input.ts';
import { send } from '../http/send.ts';
import { getSetting } from '../repo/catalogue.ts';
import { PAYMENT_SYSTEM_NOT_SELECTED, tokenPackBillers } from '../rules/billers.ts';

export const NOT_A_TOKEN_BUYER = 'Tokens are sold to members only.';

const tariffsOf = async (ctx: Parameters<RouteModule>[1]): Promise<TokenTariff[]> => (await getSetting<TokenTariff[]>(ctx.db, 'tokenTariffs')) ?? [];

/** A stack of three coins, tinted by the pack's size. */
function coinSvg(imageToken: string): string {
  const hue = (Number(imageToken) * 7) % 360;
  const coin = (y: number) =>
    `<ellipse cx="32" cy="${y}" rx="22" ry="8" fill="hsl(${hue} 80% 55%)" stroke="hsl(${hue} 70% 30%)" stroke-width="2"/>` +
    `<path d="M10 ${y}v6c0 4.4 9.8 8 22 8s22-3.6 22-8v-6" fill="hsl(${hue} 75% 45%)" stroke="hsl(${hue} 70% 30%)" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-hidden="true">${coin(44)}${coin(32)}${coin(20)}</svg>`;
}

export const tokenRoutes: RouteModule = (app, ctx) => {
  app.get(`/api/${CAM_PROVIDER}/join-now/prices`, async (c) => send(c, TokenTariffsAnswer, { data: { items: await tariffsOf(ctx) } }));

  app.post(`/api/${CAM_PROVIDER}/tokens/payment-url`, async (c) => {
    const { user, flags } = await requireMemberFlags(c, ctx);
    if (!flags.activeExpiredOrInactive) throw new ApiError(403, errorBody(403, NOT_A_TOKEN_BUYER));
    const body = await jsonBody(c, TokenPaymentUrlBody);
    const tariff = (await tariffsOf(ctx)).find((t) => [t.normalPrice, t.specialPrice].some((p) => p?.priceUuid === body.priceUuid));
    const price = tariff && [tariff.specialPrice ?? tariff.normalPrice].find((p) => p.priceUuid === body.priceUuid && p.itemCode === body.itemCode);
    if (!tariff || !price) throw new ApiError(422, errorBody(422, 'This token pack is not on sale.'));
    if (!body.paymentSystem) throw new ApiError(422, errorBody(422, PAYMENT_SYSTEM_NOT_SELECTED));
    const biller = tokenPackBillers(await billers(ctx), tariff).find((b) => b.name === body.paymentSystem);
    if (!biller) throw new ApiError(422, errorBody(422, 'This payment method cannot take this token pack.'));
    const checkout = { price: { uuid: price.priceUuid, amount: price.priceAmount, currency: 'USD' }, biller };
    const paymentUrl = await startPayment(ctx, user.uuid, checkout, [], { tokens: price.tokenAmount });
    return send(c, TokenPaymentUrlAnswer, { data: { paymentUrl } });
  });

  app.get('/i/token-icons/:file', async (c) => {
    const found = /^tokens-([\w-]+)\.svg$/.exec(c.req.param('file') ?? '');
    if (!found?.[1] || !(await tariffsOf(ctx)).some((t) => t.imageToken === found[1])) throw notFound();
    return c.body(coinSvg(found[1]), 200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' });
  });
};
