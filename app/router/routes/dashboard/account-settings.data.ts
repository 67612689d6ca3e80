/**
 * /main-dashboard/account-settings/'s loader (the head: account-settings.head.ts; account-settings.tsx; loaded with the route,
 * app/router/route-code.ts): the member's avatar and the outcome of a change-password form posted without JavaScript.
 */

import { postedForm } from '../../posted-form.ts';
import type { LoaderContext } from '../../route-code.ts';
import type { AccountSettingsRouteData } from '../../screens/account-settings.tsx';

export const accountSettingsLoader = async ({ context: { services } }: LoaderContext): Promise<AccountSettingsRouteData> => {
  // A change-password form posted without JavaScript (app/server/form-change-password.ts): its outcome, once.
  const { posted, csrfToken } = postedForm(services, 'change-password');
  return { avatar: await services.site.avatar(), posted, csrfToken };
};
