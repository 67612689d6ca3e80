/**
 * The 'Account Settings' route's component (DESIGN 'Composition': screen machines are composed by their route): loads
 * the avatar and change-password machines' modules (app/screen-machines/) with the screen (all lazily: no other page's
 * first load carries them), has them provide the machines (the calls through the site API adapter; after an avatar change the
 * visit's session tokens are refreshed, so the session reloads the user and the header shows the new avatar), starts the
 * avatar with the loader's avatar and list (so the server renders them) and hands the screen both actors.
 */
import { useMatch, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { AvatarState } from '../../../contracts/avatar.ts';
import type { PostedOutcome } from '../../../domain/form-outcome.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const AccountSettingsScreen = lazyComponent(() => import('../../../views/containers/AccountSettingsScreen.tsx'), 'AccountSettingsScreen');
const avatarModule = lazyModule(() => import('../../screen-machines/avatar.ts'));
const passwordModule = lazyModule(() => import('../../screen-machines/change-password.ts'));

/** The loader's: the avatar and list; the outcome of the password form posted without JavaScript and its CSRF token. */
export type AccountSettingsRouteData = { avatar: AvatarState; posted: PostedOutcome | null; csrfToken: string };

function AccountSettingsMachineScreen({ data }: { data: AccountSettingsRouteData }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const avatarComposition = avatarModule.useLoaded().avatar;
  const passwordComposition = passwordModule.useLoaded().changePassword;
  const avatarLogic = useMemo(() => avatarComposition.provide(services), [avatarComposition, services]);
  const passwordLogic = useMemo(() => passwordComposition.provide(services), [passwordComposition, services]);
  const avatar = useActorRef(avatarLogic, { input: { initial: data.avatar } });
  const password = useActorRef(passwordLogic, { input: { posted: data.posted } });
  return <AccountSettingsScreen avatar={avatar} password={password} csrfToken={data.csrfToken} />;
}

export function AccountSettingsRoute() {
  const match = useMatch({ strict: false });
  return <AccountSettingsMachineScreen data={match.loaderData as AccountSettingsRouteData} />;
}

export const accountSettingsRouteComponent = Object.assign(AccountSettingsRoute, {
  preload: () => Promise.all([AccountSettingsScreen.preload(), avatarModule.preload(), passwordModule.preload()]).then(() => {}),
});
