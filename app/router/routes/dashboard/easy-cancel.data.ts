/**
 * /main-dashboard/easy-cancel/'s loader (the head: easy-cancel.head.ts; easy-cancel.tsx; loaded with the route, app/router/route-code.ts):
 * the 404 screen with the configuration's easyCancel off; otherwise the member's dashboard info, the questions and
 * the settings in parallel, then the membership's upgrade URL.
 */

import { sortedQuestions } from '../../../../domain/easy-cancel.ts';
import type { LoaderContext } from '../../route-code.ts';
import type { EasyCancelRouteData } from '../../screens/easy-cancel.tsx';
import { toNotFoundPage } from '../not-found.data.ts';

export const easyCancelLoader = async ({ context: { services } }: LoaderContext): Promise<EasyCancelRouteData> => {
  if (!services.config.easyCancel) throw toNotFoundPage('easy-cancel');
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
};
