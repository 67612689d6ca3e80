/**
 * The member-plus dashboard facts of each member asked for in this visit (GET dashboardInfo: status, payment system),
 * shared by the categories page's offer (member-plus-offer.ts), which reads them once per member, and the membership
 * cancellation (membership-cancel.ts), which drops them. Only an answer is kept: a failure is asked again next time.
 */
import type { SiteApi } from '../../adapters/site-api.ts';
import type { MemberPlusDashboard } from '../../domain/member-plus.ts';
import { perVisit } from './define.ts';

export const dashboardsOf = perVisit(() => new Map<string, Promise<MemberPlusDashboard>>());

export function dashboardOf(services: { site: Pick<SiteApi, 'dashboardInfo'> }, member: string): Promise<MemberPlusDashboard> {
  const dashboards = dashboardsOf(services);
  const known = dashboards.get(member);
  if (known) return known;
  const asked = services.site.dashboardInfo().then((answer) => {
    if (!answer) dashboards.delete(member);
    return answer && { status: answer.info.status, paymentSystem: answer.info.paymentSystem };
  });
  dashboards.set(member, asked);
  return asked;
}
