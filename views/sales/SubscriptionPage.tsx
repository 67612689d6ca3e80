/**
 * /subscription/ (domain/subscription.ts): the member's plan at a glance — its facts, what happens next — and the
 * ways to change it. Without the dashboard info (a failed call, logged) it says so and still leads to the details.
 */
import { SUBSCRIPTION_TITLE, type SubscriptionSummary } from '../../domain/subscription.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { NO_INFO_TEXT } from '../../domain/membership-info.ts';
import './subscription.css';

export type SubscriptionData = { summary: SubscriptionSummary | null };

export function SubscriptionPage({ data }: { data: SubscriptionData }) {
  const { summary } = data;
  return (
    <div className="subscription-page">
      <h1>{SUBSCRIPTION_TITLE}</h1>
      {summary ? (
        <>
          <section className="subscription-card" aria-labelledby="subscription-plan">
            <h2 id="subscription-plan">{summary.plan}</h2>
            <dl className="subscription-facts">
              {summary.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="subscription-next">{summary.next}</p>
          </section>
          <ul className="subscription-actions">
            {summary.actions.map((action) => (
              <li key={action.label}>
                <AppLink className={`btn ${action.primary ? 'btn-primary' : 'btn-secondary'}`} href={action.href}>
                  {action.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p role="alert">{NO_INFO_TEXT}</p>
          <p>
            <AppLink href={DASHBOARD_PAGES.membershipInfo.path}>Open your membership info</AppLink>
          </p>
        </>
      )}
    </div>
  );
}
