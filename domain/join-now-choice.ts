/**
 * The join-now page's choice — the plan (its price, which names its bundles) and the payment system — kept in a
 * session cookie as the buyer makes it, so that a reload and the browser's Back from a biller's page bring the page
 * back as they left it (issue 36: Back came back with the default plan and biller, and Join Now would have bought
 * another plan). A declined payment's own record comes first (app/router/join-now-data.ts).
 */
export const JOIN_NOW_CHOICE_COOKIE = 'join-now-choice';

export type JoinNowChoice = { priceUuid: string; paymentSystem: string };

const PART = /^[\w.-]{1,100}$/;

export const encodeChoice = (choice: JoinNowChoice): string => `${choice.priceUuid} ${choice.paymentSystem}`;

/** The choice a cookie holds; null for none or anything else. */
export function decodeChoice(value: string | undefined): JoinNowChoice | null {
  const [priceUuid = '', paymentSystem = '', ...rest] = (value ?? '').split(' ');
  return PART.test(priceUuid) && PART.test(paymentSystem) && rest.length === 0 ? { priceUuid, paymentSystem } : null;
}
