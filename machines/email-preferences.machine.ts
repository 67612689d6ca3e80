/**
 * E-mail subscription preferences (spec 001 §2 'E-mail subscription preferences': read and change the subscription
 * type and fields of a uid; §3 'E-mail subscription': config uid, type (integer); result header, text, isError; §7 GET
 * and PATCH {sendService}/v1/subscription/{uid}).
 *
 * - Starts from what the route's loader read (the server renders the form with it): the subscription → editing; an
 *   unknown uid → invalid ('This preferences link is not valid.'); a failed call → loadFailed, which can retry. With
 *   nothing read yet it loads (`loadSubscription`).
 * - Edits (type, frequency, topics) change the draft; SAVE_REQUESTED sends it (`saveSubscription`, provided at
 *   composition; it never throws and always answers a result). The result's header and text are shown: saved, or
 *   failed when isError (a refusal or a failure), the draft kept so it can be saved again. An edit after a result
 *   clears it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { SUBSCRIPTION_SAVE_FAILED } from '../contracts/email-subscription-texts.ts';
import type { SubscriptionConfig, SubscriptionFrequency, SubscriptionResult, SubscriptionTopic } from '../contracts/email-subscription.ts';
import { notProvided } from './actor-placeholders.ts';
import {
  INVALID_PREFERENCES_LINK,
  PREFERENCES_LOAD_FAILED,
  type PreferencesDraft,
  changeOf,
  draftOf,
  withTopic,
} from '../domain/email-preferences.ts';

/** What reading a uid's subscription came to (adapters/send-service.ts SubscriptionLoad). */
export type SubscriptionLoaded = { ok: true; config: SubscriptionConfig } | { ok: false; notFound: boolean; message: string };

export type EmailPreferencesInput = {
  uid: string;
  /** What the route's loader read; null: nothing yet (the machine loads it). */
  loaded: SubscriptionLoaded | null;
  /** The topics the service knows, in their order. */
  topicOrder: readonly SubscriptionTopic[];
};

export type EmailPreferencesContext = {
  uid: string;
  topicOrder: readonly SubscriptionTopic[];
  /** The subscription as the service last said it. */
  config: SubscriptionConfig | null;
  draft: PreferencesDraft | null;
  /** The last save's result (header, text, isError). */
  result: SubscriptionResult | null;
  /** Why the subscription could not be read. */
  loadError: string | null;
};

export type EmailPreferencesEvent =
  | { type: 'TYPE_CHOSEN'; value: number }
  | { type: 'FREQUENCY_CHOSEN'; value: SubscriptionFrequency }
  | { type: 'TOPIC_TOGGLED'; topic: SubscriptionTopic; on: boolean }
  | { type: 'SAVE_REQUESTED' }
  | { type: 'LOAD_RETRIED' };

export type EmailPreferencesTag = 'loading' | 'form' | 'saving' | 'saved' | 'failed' | 'invalid' | 'loadFailed';

const edits = {
  TYPE_CHOSEN: {
    target: '#emailPreferences.editing',
    actions: { type: 'chooseType' as const, params: ({ event }: { event: { value: number } }) => event.value },
  },
  FREQUENCY_CHOSEN: {
    target: '#emailPreferences.editing',
    actions: { type: 'chooseFrequency' as const, params: ({ event }: { event: { value: SubscriptionFrequency } }) => event.value },
  },
  TOPIC_TOGGLED: {
    target: '#emailPreferences.editing',
    actions: { type: 'toggleTopic' as const, params: ({ event }: { event: { topic: SubscriptionTopic; on: boolean } }) => event },
  },
};

export const emailPreferencesMachine = setup({
  types: {
    context: {} as EmailPreferencesContext,
    events: {} as EmailPreferencesEvent,
    input: {} as EmailPreferencesInput,
    tags: {} as EmailPreferencesTag,
  },
  actors: {
    loadSubscription: fromPromise<SubscriptionLoaded, { uid: string }>(notProvided('loadSubscription')),
    saveSubscription: fromPromise<SubscriptionResult, { uid: string; change: PreferencesDraft }>(notProvided('saveSubscription')),
  },
  actions: {
    adopt: assign((_, loaded: SubscriptionLoaded) =>
      loaded.ok
        ? { config: loaded.config, draft: draftOf(loaded.config), loadError: null }
        : { loadError: loaded.notFound ? INVALID_PREFERENCES_LINK : PREFERENCES_LOAD_FAILED },
    ),
    sayLoadFailed: assign({ loadError: PREFERENCES_LOAD_FAILED }),
    chooseType: assign(({ context }, type: number) => ({ draft: context.draft && { ...context.draft, type }, result: null })),
    chooseFrequency: assign(({ context }, frequency: SubscriptionFrequency) => ({
      draft: context.draft && { ...context.draft, frequency },
      result: null,
    })),
    toggleTopic: assign(({ context }, change: { topic: SubscriptionTopic; on: boolean }) => ({
      draft: context.draft && { ...context.draft, topics: withTopic(context.draft.topics, change.topic, change.on, context.topicOrder) },
      result: null,
    })),
    clearResult: assign({ result: null }),
    /** Saved: the subscription is what was sent. */
    adoptSaved: assign(({ context }, result: SubscriptionResult) => ({
      result,
      config: context.config && context.draft ? { ...context.config, ...context.draft } : context.config,
    })),
    sayResult: assign((_, result: SubscriptionResult) => ({ result })),
  },
  guards: {
    loadedOk: ({ context }) => context.config !== null,
    loadedNotFound: ({ context }) => context.loadError === INVALID_PREFERENCES_LINK,
    loadedFailed: ({ context }) => context.loadError !== null,
    found: (_, loaded: SubscriptionLoaded) => loaded.ok,
    notFound: (_, loaded: SubscriptionLoaded) => !loaded.ok && loaded.notFound,
    refused: (_, result: SubscriptionResult) => result.isError,
  },
}).createMachine({
  id: 'emailPreferences',
  description:
    "Spec 001 §2 'E-mail subscription preferences', §3 'E-mail subscription', §7 GET/PATCH {sendService}/v1/subscription/{uid}: the subscription's type and fields read and changed by its uid; the result's header and text, an error styled as such.",
  context: ({ input }) => {
    const loaded = input.loaded;
    return {
      uid: input.uid,
      topicOrder: input.topicOrder,
      config: loaded?.ok ? loaded.config : null,
      draft: loaded?.ok ? draftOf(loaded.config) : null,
      result: null,
      loadError: loaded && !loaded.ok ? (loaded.notFound ? INVALID_PREFERENCES_LINK : PREFERENCES_LOAD_FAILED) : null,
    };
  },
  initial: 'start',
  states: {
    start: {
      description: 'What the loader read decides: the form, the invalid link, the failed read; nothing read yet → loading.',
      always: [
        { guard: 'loadedOk', target: 'editing' },
        { guard: 'loadedNotFound', target: 'invalid' },
        { guard: 'loadedFailed', target: 'loadFailed' },
        { target: 'loading' },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSubscription',
        src: 'loadSubscription',
        input: ({ context }) => ({ uid: context.uid }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'adopt', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'notFound', params: ({ event }) => event.output },
            target: 'invalid',
            actions: { type: 'adopt', params: ({ event }) => event.output },
          },
          { target: 'loadFailed', actions: { type: 'adopt', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: 'sayLoadFailed' },
      },
    },
    loadFailed: {
      description: 'The service could not be reached: a retry reads the subscription again.',
      tags: ['loadFailed'],
      on: { LOAD_RETRIED: 'loading' },
    },
    invalid: {
      description: "The uid is unknown: 'This preferences link is not valid.'",
      tags: ['invalid'],
    },
    editing: {
      tags: ['form'],
      on: { ...edits, SAVE_REQUESTED: 'saving' },
    },
    saving: {
      tags: ['form', 'saving'],
      entry: 'clearResult',
      invoke: {
        id: 'saveSubscription',
        src: 'saveSubscription',
        input: ({ context }) => ({ uid: context.uid, change: changeOf(context.draft ?? { type: 0, frequency: 'weekly', topics: [] }) }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'failed',
            actions: { type: 'sayResult', params: ({ event }) => event.output },
          },
          { target: 'saved', actions: { type: 'adoptSaved', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'sayResult', params: SUBSCRIPTION_SAVE_FAILED } },
      },
    },
    saved: {
      description: "The service's result (header and text) is shown; an edit clears it.",
      tags: ['form', 'saved'],
      on: { ...edits, SAVE_REQUESTED: 'saving' },
    },
    failed: {
      description: 'The result is an error (a refusal or a failure): shown as one; the draft stays to be saved again.',
      tags: ['form', 'failed'],
      on: { ...edits, SAVE_REQUESTED: 'saving' },
    },
  },
});

export type EmailPreferencesMachine = typeof emailPreferencesMachine;
