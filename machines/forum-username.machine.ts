/**
 * The forum username change (spec 000 §2.4 'a user can change their forum username', §7 PATCH users/update/username,
 * §8 'Username change fails': {done: false, error} with the server's details joined by line breaks).
 *
 * Side effects supplied at composition (app/screen-machines/forum-username.ts): actor `changeUsername`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { UsernameResult } from '../contracts/forum.ts';
import { USERNAME_PATTERN } from '../contracts/forum.ts';
import { notProvided } from './actor-placeholders.ts';

export type UsernameInput = { email: string };
export type UsernameContext = UsernameInput & { username: string; error: string | null; saved: string | null };
export type UsernameEvent = { type: 'USERNAME_CHANGED'; username: string } | { type: 'SUBMITTED' };
export type UsernameTag = 'editing' | 'saving';

export const USERNAME_RULE = 'Use 3 to 30 letters, digits, dots, dashes or underscores.';
export const USERNAME_FAILED = 'Uh-oh... Something went wrong.';

export const forumUsernameMachine = setup({
  types: { context: {} as UsernameContext, events: {} as UsernameEvent, input: {} as UsernameInput, tags: {} as UsernameTag },
  actors: {
    changeUsername: fromPromise<UsernameResult, { email: string; username: string }>(notProvided('changeUsername')),
  },
  actions: {
    adoptName: assign((_, username: string) => ({ username, error: null })),
    sayRule: assign({ error: USERNAME_RULE }),
    adoptResult: assign((_, result: UsernameResult) => (result.done ? { saved: result.username, error: null } : { error: result.error })),
    sayFailed: assign({ error: USERNAME_FAILED }),
  },
  guards: { valid: ({ context }) => USERNAME_PATTERN.test(context.username.trim()) },
}).createMachine({
  id: 'forumUsername',
  description: "Spec 000 §2.4 and §8 'Username change fails': the forum username form.",
  context: ({ input }) => ({ ...input, username: '', error: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        USERNAME_CHANGED: { actions: { type: 'adoptName', params: ({ event }) => event.username } },
        SUBMITTED: [{ guard: 'valid', target: 'saving' }, { actions: 'sayRule' }],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'changeUsername',
        src: 'changeUsername',
        input: ({ context }) => ({ email: context.email, username: context.username.trim() }),
        onDone: { target: 'editing', actions: { type: 'adoptResult', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: 'sayFailed' },
      },
    },
  },
});
