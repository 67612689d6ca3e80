/** /age-verification/'s loader and head (age-verification.tsx; loaded with the route, app/router/route-code.ts). */
import type { AgeVerificationNoScript } from '../../../views/account/age-verification-texts.tsx';
import type { HeadContext, LoaderContext } from '../route-code.ts';

// Verify Now posts without JavaScript too (app/server/form-account.ts): its CSRF token, and what the page shows a
// visitor without JavaScript: a member who must verify gets Verify Now; back from the provider (?sessionId=), the
// check's text and that its end (the machine's poll) needs JavaScript.
export const ageVerificationLoader = ({ context, location }: LoaderContext & { location: { search: unknown } }) => ({
  csrfToken: context.services.csrfToken(),
  noScript: (context.viewer.mustVerify
    ? 'sessionId' in (location.search as Record<string, unknown>)
      ? 'returned'
      : 'verify'
    : null) satisfies AgeVerificationNoScript,
});

export const ageVerificationHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: `Age Verification - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
});
