/**
 * The 'Account Settings' avatar (machines/avatar.machine.ts; spec 001 §4 'Avatar change', §7): the list and the change
 * through the site API adapter (it logs failures and never throws); after a change the visit's tokens are refreshed
 * (the session, comparing its tokens with the cookies within its 3 s check, reloads the user, so the header shows the
 * new avatar).
 */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import { avatarMachine } from '../../machines/avatar.machine.ts';
import { defineScreenMachine } from './define.ts';

export const avatar = defineScreenMachine({
  id: 'avatar',
  machine: avatarMachine,
  provide: ({ site, refresh }: { site: Pick<SiteApi, 'avatar' | 'changeAvatar'>; refresh: () => Promise<unknown> }) =>
    avatarMachine.provide({
      actions: { avatarChanged: () => void refresh().catch(() => {}) },
      actors: {
        loadAvatars: fromPromise(() => site.avatar()),
        changeAvatar: fromPromise(({ input }) => site.changeAvatar(input.choice)),
      },
    }),
});
