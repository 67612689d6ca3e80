/**
 * The subscription page, /subscription/ (spec 000 §2.2 and 001 §2 route tables; 'what it shows is not shown', so it
 * is what a member expects there, issue 36): the member's subscription at a glance — the plan, its status, the date it
 * renews (or, canceled, gives access until), the next payment — and the ways to change it: upgrade, cancel (the
 * easy-cancel survey where it can cancel it, else the membership info page's Cancel), renew a canceled plan. Anyone
 * without an active membership is sent to the join page (expired members to its renewal form). Pure rules.
 */
import type { DashboardInfo } from '../contracts/dashboard.ts';
import { DASHBOARD_PAGES } from './dashboard.ts';
import { JOIN_PATH } from './constants.ts';
import { NONE, dateText, formatAmount, isStatus, periodicityText, statusWord } from './membership-info.ts';

export const SUBSCRIPTION_TITLE = 'Your Subscription';

export type SubscriptionFact = { label: string; value: string };
export type SubscriptionAction = { label: string; href: string; primary?: true };

export interface SubscriptionSummary {
  /** The plan's name ('1 Month'); '—' when the dashboard info has none. */
  plan: string;
  facts: SubscriptionFact[];
  /** One sentence on what happens next ('Renews on March 1, 2027.'). */
  next: string;
  actions: SubscriptionAction[];
}

/**
 * The summary of the member's dashboard info. `easyCancel`: the site's configuration has the survey on (the member's
 * own isEasyCancel says whether it can cancel this membership).
 */
export function subscriptionSummary({ info, dashboard }: DashboardInfo, opts: { easyCancel: boolean }): SubscriptionSummary {
  const canceled = isStatus(info.status, 'canceled');
  const rebills = !canceled && !info.nonRecurring && !info.isLifeTimePrice && dashboard.rebill_amount > 0;
  const until = dateText(info.expiry);
  const facts: SubscriptionFact[] = [
    { label: 'Status', value: statusWord(info.status) },
    { label: 'Billing period', value: periodicityText(dashboard.periodicity) },
  ];
  if (rebills) {
    facts.push({ label: 'Next payment', value: formatAmount(dashboard.rebill_amount, info.membership_currency) });
    facts.push({ label: 'Renews on', value: until });
  } else facts.push({ label: 'Access until', value: info.isLifeTimePrice ? 'Never ends' : until });
  const next = canceled
    ? `Your plan is canceled: you keep every scene until ${until}, and nothing more is charged.`
    : rebills
      ? `Your plan renews on ${until}. You can upgrade or cancel at any time before then.`
      : info.isLifeTimePrice
        ? 'Your plan is paid for good: nothing more is charged.'
        : `Your plan was paid once and ends on ${until}: nothing more is charged.`;
  const actions: SubscriptionAction[] = canceled
    ? [{ label: 'Renew your membership', href: JOIN_PATH, primary: true }]
    : [{ label: 'Upgrade your plan', href: DASHBOARD_PAGES.upgradeSubscription.path, primary: true }];
  if (rebills) {
    const survey = opts.easyCancel && info.isEasyCancel;
    actions.push({ label: 'Cancel your membership', href: survey ? DASHBOARD_PAGES.easyCancel.path : DASHBOARD_PAGES.membershipInfo.path });
  }
  actions.push({ label: 'See every detail', href: DASHBOARD_PAGES.membershipInfo.path });
  return { plan: info.membership || NONE, facts, next, actions };
}
