/**
 * The sales routes' heads (sales.tsx; loaded with the route, app/router/route-code.ts). Their loader and the payment
 * page's beforeLoad are sales.data.ts: a page's hydration needs its head, not its loader (nor a beforeLoad, whose context
 * the page's data brings).
 */
import type { HeadContext } from '../route-code.ts';

export const joinNowHead = ({ match }: HeadContext<unknown>) => ({
  meta: [
    { title: `Join Now - ${match.context.services.config.siteName}` },
    { name: 'description', content: `Plans and prices of ${match.context.services.config.siteName}: every VR scene, new releases every week.` },
  ],
});

export const paymentHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: `Payment - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
});
