/**
 * The member's avatar on the account settings page (spec 001 §2 'Account settings'; §3 'Avatar: avatar (current) and
 * avatars (list)'; §4 'Avatar change uploads a file and replaces the shown avatar with the returned one'; §7 avatar,
 * changeAvatar; images only, at most 2 MB).
 *
 * The loader gives the current avatar and the list (the server renders them); without them the machine loads them.
 * Choosing one of the list or picking a file sends it (`changeAvatar`, provided at composition; it never throws): a
 * file that is not an image or is over 2 MB is refused before any upload, with the rule's message. The answer's
 * avatar replaces the shown one and the composition is told (`avatarChanged`: the visit's session reloads the user,
 * so the header follows); a refusal shows the server's message.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AvatarChangeOutcome, AvatarState } from '../contracts/avatar.ts';
import { avatarFileProblem } from '../contracts/avatar-rules.ts';
import { notProvided } from './actor-placeholders.ts';
import { GENERIC_ERROR } from '../domain/constants.ts';

/** `initial`: the loader's avatar state (null: load it). */
export type AvatarInput = { initial?: AvatarState | null };
export type AvatarContext = {
  avatar: string;
  avatars: string[];
  /** The avatar of the list being set, while it is sent ('' for an upload or none). */
  pending: string;
  /** Why the last change failed (the server's message, or the file rule's); null when it did not. */
  message: string | null;
};
export type AvatarEvent = { type: 'AVATAR_CHOSEN'; avatar: string } | { type: 'FILE_PICKED'; file: Blob };
export type AvatarTag = 'loading' | 'ready' | 'busy' | 'updated' | 'failed';

const changes = {
  AVATAR_CHOSEN: {
    target: '#avatar.choosing',
    actions: { type: 'startChange' as const, params: ({ event }: { event: AvatarEvent }) => (event as { avatar: string }).avatar },
  },
  FILE_PICKED: [
    {
      guard: { type: 'fileRefused' as const, params: ({ event }: { event: AvatarEvent }) => (event as { file: Blob }).file },
      target: '#avatar.failed',
      actions: { type: 'refuseFile' as const, params: ({ event }: { event: AvatarEvent }) => (event as { file: Blob }).file },
    },
    { target: '#avatar.uploading', actions: { type: 'startChange' as const, params: '' } },
  ],
};

export const avatarMachine = setup({
  types: {
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
    input: {} as AvatarInput,
    tags: {} as AvatarTag,
  },
  actors: {
    loadAvatars: fromPromise<AvatarState, void>(notProvided('loadAvatars')),
    changeAvatar: fromPromise<AvatarChangeOutcome, { choice: Blob | string }>(notProvided('changeAvatar')),
  },
  actions: {
    setState: assign((_, state: AvatarState) => ({ avatar: state.avatar, avatars: state.avatars })),
    startChange: assign((_, pending: string) => ({ pending, message: null })),
    refuseFile: assign((_, file: Blob) => ({ pending: '', message: avatarFileProblem(file) })),
    applyOutcome: assign(({ context }, outcome: AvatarChangeOutcome) =>
      outcome.ok
        ? { avatar: outcome.avatar, avatars: outcome.avatars ?? context.avatars, pending: '', message: null }
        : { pending: '', message: outcome.message || GENERIC_ERROR },
    ),
    fail: assign({ pending: '', message: GENERIC_ERROR }),
    /** The composition tells the visit (its session reloads the user: the header shows the new avatar). */
    avatarChanged: (_, _avatar: string) => {},
  },
  guards: {
    hasState: ({ context }) => context.avatars.length > 0 || context.avatar !== '',
    fileRefused: (_, file: Blob) => avatarFileProblem(file) !== null,
    changed: (_, outcome: AvatarChangeOutcome) => outcome.ok,
  },
}).createMachine({
  id: 'avatar',
  description:
    "Spec 001 §2 'Account settings' avatar; §3 'Avatar'; §4 'Avatar change uploads a file and replaces the shown avatar with the returned one'; §7 avatar, changeAvatar; images only, at most 2 MB.",
  context: ({ input }) => ({
    avatar: input?.initial?.avatar ?? '',
    avatars: input?.initial?.avatars ?? [],
    pending: '',
    message: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'The loader’s avatar and list (rendered by the server), else they are loaded.',
      always: [{ guard: 'hasState', target: 'idle' }, { target: 'loading' }],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadAvatars',
        src: 'loadAvatars',
        onDone: { target: 'idle', actions: { type: 'setState', params: ({ event }) => event.output } },
        onError: { target: 'idle' },
      },
    },
    idle: { tags: ['ready'], on: changes },
    choosing: {
      description: 'One of the list is being set.',
      tags: ['busy'],
      invoke: {
        id: 'changeAvatar',
        src: 'changeAvatar',
        input: ({ event }) => {
          assertEvent(event, 'AVATAR_CHOSEN');
          return { choice: event.avatar };
        },
        onDone: [
          {
            guard: { type: 'changed', params: ({ event }) => event.output },
            target: 'updated',
            actions: [
              { type: 'applyOutcome', params: ({ event }) => event.output },
              { type: 'avatarChanged', params: ({ event }) => (event.output.ok ? event.output.avatar : '') },
            ],
          },
          { target: 'failed', actions: { type: 'applyOutcome', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    uploading: {
      description: 'A picked image is being uploaded (checked first: an image, at most 2 MB).',
      tags: ['busy'],
      invoke: {
        id: 'changeAvatar',
        src: 'changeAvatar',
        input: ({ event }) => {
          assertEvent(event, 'FILE_PICKED');
          return { choice: event.file };
        },
        onDone: [
          {
            guard: { type: 'changed', params: ({ event }) => event.output },
            target: 'updated',
            actions: [
              { type: 'applyOutcome', params: ({ event }) => event.output },
              { type: 'avatarChanged', params: ({ event }) => (event.output.ok ? event.output.avatar : '') },
            ],
          },
          { target: 'failed', actions: { type: 'applyOutcome', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    updated: { description: 'The returned avatar is shown.', tags: ['ready', 'updated'], on: changes },
    failed: { description: 'The message says why (the server’s, or the file rule’s).', tags: ['ready', 'failed'], on: changes },
  },
});

export type AvatarMachine = typeof avatarMachine;
