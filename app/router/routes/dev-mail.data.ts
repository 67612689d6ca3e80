/**
 * `/_dev/mail/`'s loader and head (dev-mail.tsx; loaded with the route, app/router/route-code.ts): the embedded
 * backend's outbox through the site API adapter (GET /api/dev/outbox) for a signed-in administrator of a site whose
 * developer calls are on (backend/http/dev-access.ts); for anybody else the 404 screen with HTTP 404.
 */
import type { HeadContext, LoaderContext } from '../route-code.ts';
import { pageNotFound } from './not-found.data.ts';
import { listNotFoundHead } from '../head.ts';

export const devMailLoader = async ({ context: { services } }: LoaderContext) => {
  if (!services.config.embedded) throw await pageNotFound(services);
  const mails = await services.site.outbox();
  if (mails === null) throw await pageNotFound(services);
  return { mails };
};

export const devMailHead = ({ match }: HeadContext<unknown>) => {
  const { siteName } = match.context.services.config;
  return (
    listNotFoundHead(match, siteName) ?? {
      meta: [{ title: `Mail outbox - ${siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
    }
  );
};
