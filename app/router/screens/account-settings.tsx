/**
 * The 'Account Settings' route's component (DESIGN 'Composition': screen machines are composed by their route): loads
 * the avatar and change-password machines' modules (app/screen-machines/) with the screen (all lazily: no other page's
 * first load carries them; in the first page, after it: screen-actor.tsx), has them provide the machines (the calls through the site API adapter; after an avatar change the
 * visit's session tokens are refreshed, so the session reloads the user and the header shows the new avatar), starts the
 * avatar with the loader's avatar and list (so the server renders them) and hands the screen both actors.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import type { AvatarState } from '../../../contracts/avatar.ts';
import type { PostedOutcome } from '../../../domain/form-outcome.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const AccountSettingsScreen = lazyComponent(() => import('../../../views/containers/AccountSettingsScreen.tsx'), 'AccountSettingsScreen');
export const avatarMachine = screenMachine('avatar', () => import('../../screen-machines/avatar.ts'));
export const changePasswordMachine = screenMachine('change-password', () => import('../../screen-machines/change-password.ts'));

/** The loader's: the avatar and list; the outcome of the password form posted without JavaScript and its CSRF token. */
export type AccountSettingsRouteData = { avatar: AvatarState; posted: PostedOutcome | null; csrfToken: string };

function AccountSettingsMachineScreen({ data }: { data: AccountSettingsRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const [avatar, avatarSnapshot] = useScreenActor(avatarMachine, (m) => ({ machine: m.avatar.provide(services), input: { initial: data.avatar } }));
  const [password, passwordSnapshot] = useScreenActor(changePasswordMachine, (m) => ({
    machine: m.changePassword.provide(services),
    input: { posted: data.posted },
  }));
  return (
    <>
      <AccountSettingsScreen avatar={avatar} password={password} csrfToken={data.csrfToken} />
      {avatarSnapshot}
      {passwordSnapshot}
    </>
  );
}

export function AccountSettingsRoute() {
  const match = useMatch({ strict: false });
  return <AccountSettingsMachineScreen data={match.loaderData as AccountSettingsRouteData} />;
}

export const accountSettingsRouteComponent = Object.assign(AccountSettingsRoute, {
  preload: () => Promise.all([AccountSettingsScreen.preload(), avatarMachine.preload(), changePasswordMachine.preload()]).then(() => {}),
});
