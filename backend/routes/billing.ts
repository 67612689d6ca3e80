/**
 * The sandbox billers' hosted payment pages: each biller's page at
 * /billing/{biller}/pay/{payment}/ looks like a payment provider's (its name and colours, the amount, card number,
 * expiry, CVC). The test cards:
 *   4242 4242 4242 4242  approves
 *   4000 0000 0000 0002  declines
 *   4000 0000 0000 3220  asks for 3-D Secure: /billing/{biller}/3ds/{payment}/ confirms (approves) or cancels (declines)
 * The decision reaches the backend as the biller's signed postback (billing/checkout.ts applyPostback, the same code as
 * POST /api/billing/postback), then the buyer goes back to the site: /payment/?payment={uuid} after an approval,
 * /join-now/?payment={uuid} after a decline (the page keeps their tariff and e-mail); a member-plus payment's buyer
 * to its price's return URL on this site, or /payment/ (billing/checkout.ts returnUrlOf). A card number that is not a
 * card, a bad expiry or CVC shows the form again with the message.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { applyPostback, paymentBlocked, returnUrlOf, signPostback } from '../billing/checkout.ts';
import type { PostbackBody } from '../../contracts/sales.ts';
import type { RouteModule } from '../context.ts';
import { formFields, slugParam } from '../http/input.ts';
import { declinePayment, paymentByUuid } from '../repo/payments.ts';
import { escapeHtml, sandboxPage } from '../http/html.ts';

export const TEST_CARDS = { approve: '4242424242424242', decline: '4000000000000002', secure: '4000000000003220' } as const;

const BRANDS: Record<string, { name: string; colour: string }> = {
  epoch: { name: 'Epoch', colour: '#0b5394' },
  segpay: { name: 'SegPay', colour: '#1b7f5a' },
  ccbill: { name: 'CCBill', colour: '#8a2be2' },
  cryptopay: { name: 'CryptoPay', colour: '#b45f06' },
};

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

function page(brand: { name: string; colour: string }, title: string, body: string): string {
  return sandboxPage({
    title: `${escapeHtml(title)} · ${escapeHtml(brand.name)} sandbox`,
    style: `  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f2f4f7; color: #1d2430; }
  header { background: ${brand.colour}; color: #fff; padding: 12px 24px; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border: 1px solid #c9d1dc; border-radius: 8px; padding: 24px 28px; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  .amount { font-size: 1.6rem; font-weight: 700; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 8px 10px; border: 1px solid #8c96a5; border-radius: 4px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { margin-top: 20px; width: 100%; font: inherit; font-weight: 700; padding: 10px 16px; border: 0; border-radius: 4px; background: ${brand.colour}; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: ${brand.colour}; border: 1px solid ${brand.colour}; }
  .error { color: #b00020; font-weight: 600; margin: 12px 0 0; }
  small { display: block; margin-top: 16px; color: #4a5565; }`,
    header: `${escapeHtml(brand.name)} · secure payment (sandbox)`,
    main: body,
  });
}

function cardForm(brand: { name: string; colour: string }, amount: string, email: string, error = ''): string {
  return page(
    brand,
    'Pay by card',
    `  <h1>Pay by card</h1>
  <p class="amount">${escapeHtml(amount)}</p>
  <p>Account: ${escapeHtml(email)}</p>
  <form method="post">
    <label for="card">Card number</label>
    <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
    <div class="row">
      <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30" required></div>
      <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div>
    </div>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <button type="submit">Pay ${escapeHtml(amount)}</button>
  </form>
  <small>Sandbox test cards: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines, 4000 0000 0000 3220 asks for 3-D Secure. Any future expiry and any 3 digits.</small>`,
  );
}

function secureForm(brand: { name: string; colour: string }, amount: string): string {
  return page(
    brand,
    '3-D Secure',
    `  <h1>Confirm this payment</h1>
  <p>Your bank asks you to confirm the payment of <strong>${escapeHtml(amount)}</strong>.</p>
  <form method="post">
    <button type="submit" name="decision" value="confirm">Confirm payment</button>
    <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
  </form>`,
  );
}

/** Why a card form is refused; '' when it may be charged. */
export function cardProblem(card: string, expiry: string, cvc: string, now: Date): string {
  if (!/^\d{13,19}$/.test(card)) return 'Enter the card number: 13 to 19 digits.';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  const year = 2000 + Number(match?.[2]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry as MM/YY.';
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) return 'This card has expired.';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'Enter the 3 or 4 digits of the CVC.';
  return '';
}

export const billingRoutes: RouteModule = (app, ctx) => {
  /** The pending payment of a page's path at its own biller; null (unknown, another biller's, or decided) answers 404. */
  const pendingOf = async (c: Context) => {
    const biller = slugParam(c, 'biller');
    const brand = BRANDS[biller];
    const payment = await paymentByUuid(ctx.db, slugParam(c, 'payment'));
    if (!brand || payment?.status !== 'pending' || payment.payment_system !== biller) return null;
    return { biller, brand, payment, amount: money(payment.amount_cents, payment.currency) };
  };
  const notPayable = (c: Context) =>
    c.html(
      page(
        { name: 'Sandbox biller', colour: '#4a5565' },
        'Payment not found',
        '  <h1>This payment cannot be made</h1>\n  <p>It is unknown here, or it was completed already.</p>',
      ),
      404,
    );

  /**
   * A payment that may no longer be taken (billing/checkout.ts paymentBlocked: a second base plan) is declined with the
   * reason before any card is charged, and the page says so; null when it may be taken.
   */
  const blocked = async (c: Context, p: NonNullable<Awaited<ReturnType<typeof pendingOf>>>) => {
    const reason = await paymentBlocked(ctx, p.payment);
    if (!reason) return null;
    await declinePayment(ctx.db, p.payment.uuid, randomUUID(), Math.floor(ctx.now() / 1000), reason);
    const back = `${ctx.publicUrl}/main-dashboard/membership-info/`;
    return c.html(
      page(
        p.brand,
        'Payment not taken',
        `  <h1>This payment cannot be made</h1>\n  <p>${escapeHtml(reason)}</p>\n  <p><a href="${escapeHtml(back)}">See your membership</a></p>`,
      ),
      409,
    );
  };

  /** The biller decides: its signed postback is applied, and the buyer is sent back to the site. */
  const decide = async (c: Context, p: NonNullable<Awaited<ReturnType<typeof pendingOf>>>, status: 'approved' | 'declined') => {
    const fields = {
      biller: p.biller,
      paymentUuid: p.payment.uuid,
      transactionId: randomUUID(),
      status,
      amountCents: p.payment.amount_cents,
      currency: p.payment.currency as PostbackBody['currency'],
    };
    await applyPostback(ctx, { ...fields, signature: signPostback(ctx, fields) });
    return c.redirect(await returnUrlOf(ctx, p.payment, status), 303);
  };

  app.get('/billing/:biller/pay/:payment/', async (c) => {
    const p = await pendingOf(c);
    if (!p) return notPayable(c);
    const refusal = await blocked(c, p);
    if (refusal) return refusal;
    return c.html(cardForm(p.brand, p.amount, p.payment.email));
  });

  app.post('/billing/:biller/pay/:payment/', async (c) => {
    const p = await pendingOf(c);
    if (!p) return notPayable(c);
    const form = await formFields(c);
    const card = (form.card ?? '').replace(/[\s-]/g, '');
    const problem = cardProblem(card, form.expiry ?? '', form.cvc ?? '', new Date(ctx.now()));
    if (problem) return c.html(cardForm(p.brand, p.amount, p.payment.email, problem), 400);
    const refusal = await blocked(c, p);
    if (refusal) return refusal;
    if (card === TEST_CARDS.secure) return c.redirect(`/billing/${p.biller}/3ds/${p.payment.uuid}/`, 303);
    if (card === TEST_CARDS.decline) return decide(c, p, 'declined');
    if (card === TEST_CARDS.approve) return decide(c, p, 'approved');
    return c.html(cardForm(p.brand, p.amount, p.payment.email, 'This sandbox takes its test cards only (listed below).'), 400);
  });

  app.get('/billing/:biller/3ds/:payment/', async (c) => {
    const p = await pendingOf(c);
    if (!p) return notPayable(c);
    return c.html(secureForm(p.brand, p.amount));
  });

  app.post('/billing/:biller/3ds/:payment/', async (c) => {
    const p = await pendingOf(c);
    if (!p) return notPayable(c);
    const form = await formFields(c);
    const refusal = form.decision === 'confirm' ? await blocked(c, p) : null;
    if (refusal) return refusal;
    return decide(c, p, form.decision === 'confirm' ? 'approved' : 'declined');
  });
};
