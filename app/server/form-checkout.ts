/**
 * The checkout form without JavaScript (spec 001 §2 'Registration / checkout form', §4 'Checkout flow', §5, §8; the
 * same rules as the account forms, form-account.ts: from the site's own pages only, with the visitor's CSRF token).
 * The form posts the tariff (priceUuid), 'Pay with', and for a visitor the e-mail, the password and the updates
 * checkbox. Checked with the checkout machine's rule; the price is looked up among the slots the page offers (its
 * bundled prices come from there, never from the post); then, as the script does: a visitor's account is created and
 * signed in (the token cookies set on this answer), a member's payment URL is asked with their uuid, and the answer is
 * a 303 to the biller's page. 'Pay with' is the biller: the chooser dialog needs the script. The visitor's leave-page
 * offer cookies go with both calls (a special price is sold only with them, issue 38 finding 8). A refusal goes back
 * to /join-now/ with the messages under their fields and the e-mail typed (never the password); a special price refused
 * for its expired offer ends the trap in the session's cookies too, so the page comes back at the standard prices.
 */
import type { Context } from 'hono';
import type { PaymentUrlOutcome } from '../../contracts/sales.ts';
import { LEAVE_OFFER_COOKIE, OFFER_VISITOR_COOKIE } from '../../contracts/leave-offer.ts';
import { offerRefused, refusalOf } from '../../machines/checkout.machine.ts';
import { PAYMENT_URL_NOT_FOUND } from '../../domain/billers.ts';
import { isLoggedIn, nowSeconds, readClaims } from '../../domain/claims.ts';
import { JOIN_PATH } from '../../domain/constants.ts';
import { NO_PLAN_MESSAGE } from '../../machines/checkout.machine.ts';
import { saleEventQuery } from '../../domain/sale-event.ts';
import { validateCheckout } from '../../domain/checkout.ts';
import { hasFieldErrors, normalizeLoginEmail } from '../../domain/validation.ts';
import { visitAffiliate } from '../router/affiliate.ts';
import { currentSaleEvent } from '../router/join-now-data.ts';
import { deactivateTrap } from '../screen-machines/join-now.ts';
import { accepted, back, text } from './form-account.ts';
import { type SessionRouteDeps, deviceLogin, servicesFor } from './form-login.ts';

export async function formCheckout(c: Context, deps: SessionRouteDeps): Promise<Response> {
  const form = 'checkout';
  const fields = await accepted(c, deps, form, JOIN_PATH);
  if (fields instanceof Response) return fields;
  const headers = new Headers();
  const services = servicesFor(c, deps, headers, [LEAVE_OFFER_COOKIE, OFFER_VISITOR_COOKIE]);
  const email = text(fields, 'email', 254);
  const password = text(fields, 'password', 200);
  const paymentSystem = text(fields, 'paymentSystem', 40);
  const claims = readClaims(services.sessionTokens.read().atoken);
  const signedIn = claims !== null && isLoggedIn(claims, nowSeconds(services.nowMs()));
  const refused = (outcome: { fieldErrors?: Record<string, string[] | undefined>; formError?: string | null }, cookies?: Headers) =>
    back(
      c,
      deps,
      JOIN_PATH,
      {
        form,
        step: 'refused',
        ...(signedIn ? {} : { email }),
        ...(outcome.fieldErrors ? { fieldErrors: outcome.fieldErrors } : {}),
        ...(outcome.formError ? { formError: outcome.formError } : {}),
      },
      cookies,
    );

  const errors = validateCheckout({ email, password, paymentSystem }, !signedIn);
  if (hasFieldErrors(errors)) return refused({ fieldErrors: errors });
  const sale = await currentSaleEvent(services);
  const slots = await services.sales.priceSlots({
    ...saleEventQuery(sale.id),
    affId: visitAffiliate(services.cookies, new URL(c.req.url).search).affId,
  });
  const price = slots.find((slot) => slot.price.uuid === text(fields, 'priceUuid', 100))?.price;
  if (!price) return refused({ formError: NO_PLAN_MESSAGE });
  const payment = { paymentSystem, priceUuid: price.uuid, slavePriceUuids: price.slavePriceUuids };

  let outcome: PaymentUrlOutcome;
  if (signedIn) {
    const userUuid = claims.sub ?? (await services.site.userInfo())?.uuid ?? null;
    if (!userUuid) return refused({ formError: PAYMENT_URL_NOT_FOUND });
    outcome = await services.sales.paymentUrl({ userUuid, ...payment });
  } else {
    const { affId, offerId } = visitAffiliate(services.cookies, '');
    outcome = await services.sales.signUp({
      email: normalizeLoginEmail(email),
      password,
      isReceiveUpdates: fields.isReceiveUpdates === 'on',
      affiliateId: affId,
      offerId,
      ...payment,
    });
  }
  if (!outcome.ok) {
    if (!offerRefused(outcome)) return refused(refusalOf(outcome));
    // The leave-page offer is over: the trap ends as the page's machine ends it (its cookies on this answer).
    deactivateTrap(services.cookies, nowSeconds(services.nowMs()));
    return refused(refusalOf(outcome), headers);
  }
  if (!outcome.paymentUrl) return refused({ formError: PAYMENT_URL_NOT_FOUND });
  if (!signedIn) {
    // The new account signs in, so the buyer comes back from the biller as the new member (the cookies on this answer).
    await deviceLogin(services, { email: normalizeLoginEmail(email), password });
  }
  return back(c, deps, outcome.paymentUrl, null, headers);
}
