/**
 * /reset-password/'s loader and head (reset-password.tsx; loaded with the route, app/router/route-code.ts): the
 * outcome of a form posted without JavaScript, the forms' CSRF token and, with ?token=…, the link's check.
 */
import { postedForm } from '../posted-form.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';

export const resetPasswordLoader = async ({ context, deps }: LoaderContext & { deps: { token?: string } }) => {
  // A form posted without JavaScript comes back here with its outcome; the forms carry the CSRF token.
  const { posted, csrfToken } = postedForm(context.services, 'reset-password');
  if (!deps.token) return { token: null, check: null, posted, csrfToken };
  // Once the new password is set the link is used: no need to check it again.
  const check = posted?.step === 'done' ? null : await context.services.site.checkResetToken(deps.token);
  return { token: deps.token, check, posted, csrfToken };
};

export const resetPasswordHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: `Reset Password - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
});
