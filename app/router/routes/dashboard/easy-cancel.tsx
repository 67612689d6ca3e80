/**
 * /main-dashboard/easy-cancel/ (spec 001 §2 'Member dashboard' easy cancel; §3 'Easy cancel'; §4; §7; §9 'easy cancel
 * is disabled in one configuration'): with the configuration's easyCancel off the page is the 404 screen. Otherwise the
 * member's dashboard info (their membership and whether it may be cancelled here), the questions and the settings are
 * loaded in parallel on the server, then the membership's upgrade URL, so the survey and the link are rendered with
 * the page; the easy-cancel machine the route's component starts runs the survey. The page is the member's own.
 * Title 'Easy Cancel | {site}'.
 */
import { createRoute } from '@tanstack/react-router';
import { DASHBOARD_PAGES, dashboardTitle } from '../../../../domain/dashboard.ts';
import { sortedQuestions } from '../../../../domain/easy-cancel.ts';
import { type EasyCancelRouteData, easyCancelRouteComponent } from '../../screens/easy-cancel.tsx';
import { toNotFoundPage } from '../not-found.tsx';
import { dashboardLayoutRoute } from './layout.tsx';

export const easyCancelRoute = createRoute({
  getParentRoute: () => dashboardLayoutRoute,
  path: DASHBOARD_PAGES.easyCancel.path,
  loader: async ({ context: { services } }): Promise<EasyCancelRouteData> => {
    if (!services.config.easyCancel) throw toNotFoundPage('easy-cancel');
    services.personalPage();
    const [info, questions, settings] = await Promise.all([
      services.site.dashboardInfo(),
      services.site.easyCancelQuestions(),
      services.site.easyCancelSettings(),
    ]);
    const membership = info?.info;
    const membershipUuid = membership?.isEasyCancel && membership.membership_uuid ? membership.membership_uuid : null;
    // In the first paint, so nothing below moves when it comes (null: none, or 'Failed to get upgrade url' logged;
    // undefined: the render's deadline passed first, and the survey's machine asks for it in the browser).
    const upgradeUrl = membershipUuid ? await services.site.easyCancelUpgradeUrl(membershipUuid) : null;
    return {
      membershipUuid,
      upgradeUrl,
      membershipName: membership?.membership ?? '',
      accessUntil: membership?.expiry ?? null,
      questions: sortedQuestions(questions),
      settings,
      failed: info === null,
    };
  },
  head: ({ match }) => ({
    meta: [
      { title: dashboardTitle(DASHBOARD_PAGES.easyCancel.label, match.context.services.config.siteName) },
      { name: 'robots', content: 'noindex, nofollow' },
    ],
  }),
  component: easyCancelRouteComponent,
});
