/**
 * /vreels/'s loader (its head: vreels.head.ts; vreels.tsx; loaded with the route, app/router/route-code.ts): the feed of short vertical
 * clips, or the 404 screen with enableVreels off.
 */
import { vreelsAutoplay } from '../../../domain/vreels.ts';
import type { LoaderContext } from '../route-code.ts';
import { toNotFoundPage } from './not-found.data.ts';

export const vreelsLoader = async ({ context: { services }, deps }: LoaderContext & { deps: { vreelz?: 'on' } }) => {
  if (!services.config.enableVreels) throw toNotFoundPage('vreels');
  const items = await services.vreels.list();
  return { items, autoplay: vreelsAutoplay(services.config.enableVreels, deps.vreelz) };
};
