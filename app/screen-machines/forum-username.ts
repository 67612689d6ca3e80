/** The forum username form (machines/forum-username.machine.ts; spec 000 §8 'Username change fails'): its call through the forum adapter. */
import { fromPromise } from 'xstate';
import type { ForumApi } from '../../adapters/forum.ts';
import { forumUsernameMachine } from '../../machines/forum-username.machine.ts';
import { defineScreenMachine } from './define.ts';

export const forumUsername = defineScreenMachine({
  id: 'forumUsername',
  machine: forumUsernameMachine,
  provide: ({ forum }: { forum: Pick<ForumApi, 'changeUsername'> }) =>
    forumUsernameMachine.provide({
      actors: { changeUsername: fromPromise(({ input }) => forum.changeUsername(input.email, input.username)) },
    }),
});
