/**
 * /subscription/'s loader and head (sales.tsx; loaded with the route, app/router/route-code.ts): a member with an
 * active membership (canceled ones too: they still have paid time) gets their subscription at a glance from the
 * dashboard info; an expired member is sent to the renewal form, anyone else to the join page.
 */
import { redirect } from '@tanstack/react-router';
import { JOIN_EXPIRED_PATH, JOIN_PATH } from '../../../domain/constants.ts';
import { SUBSCRIPTION_TITLE, subscriptionSummary } from '../../../domain/subscription.ts';
import type { SubscriptionData } from '../../../views/sales/SubscriptionPage.tsx';
import type { HeadContext, LoaderContext } from '../route-code.ts';
import { viewerFlags } from '../viewer-flags.ts';

export const subscriptionLoader = async ({ context: { services } }: LoaderContext): Promise<SubscriptionData> => {
  const flags = viewerFlags(services);
  if (flags.expired) throw redirect({ href: JOIN_EXPIRED_PATH });
  if (!flags.active) throw redirect({ href: JOIN_PATH });
  const info = await services.site.dashboardInfo();
  return { summary: info ? subscriptionSummary(info, { easyCancel: services.config.easyCancel }) : null };
};

export const subscriptionHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: `${SUBSCRIPTION_TITLE} - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
});
