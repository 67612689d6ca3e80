/**
 * The account actions' loaders and heads (account-actions.tsx; loaded with the route, app/router/route-code.ts):
 * /account-removal/ and /email-change/.
 */
import { postedForm } from '../posted-form.ts';
import type { HeadContext, LoaderContext } from '../route-code.ts';

// The forms post without JavaScript too (app/server/form-account.ts): their token, and the outcome they came back with.
export const accountRemovalLoader = ({ context }: LoaderContext) => postedForm(context.services, 'account-removal');

export const accountRemovalHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: `Remove Your Account - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
});

export const emailChangeLoader = ({ context }: LoaderContext) => postedForm(context.services, 'email-change');

export const emailChangeHead = ({ match }: HeadContext<unknown>) => ({
  meta: [{ title: `Change Your E-mail - ${match.context.services.config.siteName}` }, { name: 'robots', content: 'noindex, nofollow' }],
});
