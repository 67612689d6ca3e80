/**
 * E-mail preferences in the atlas: a link whose subscription the loader read, an unknown uid, a failed read, and a
 * start with nothing read; the type, frequency and topic choices, a save and its results (saved, refused with the
 * service's reason, failed).
 */
import { SUBSCRIPTION_SAVED } from '../../contracts/email-subscription-texts.ts';
import { emailPreferencesMachine } from '../../machines/email-preferences.machine.ts';
import { defineAtlasEntry } from './define.ts';

const UID = '9f2c4e1a7b3d5f60a1b2c3d4e5f60718';
const CONFIG = { uid: UID, email: 'a***e@demo.test', type: 0, frequency: 'weekly', topics: ['new-scenes', 'deals'] } as const;
const TOPICS = ['new-scenes', 'models', 'deals', 'blog'] as const;

export const emailPreferencesEntry = defineAtlasEntry({
  id: 'email-preferences',
  title: 'E-mail preferences',
  spec: [
    "001 §2 'E-mail subscription preferences'",
    "001 §3 'E-mail subscription' (config uid, type; result header, text, isError)",
    '001 §7 GET and PATCH {sendService}/v1/subscription/{uid}',
  ],
  description:
    "The subscription of a preferences link's uid: its type and fields read and changed without signing in. A save sends {type, other fields} and shows the result's header and text — saved, or an error (a refusal or a failure) shown as one, the choices kept. An unknown uid is 'This preferences link is not valid.'; a failed read can be retried.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: emailPreferencesMachine,
  inputs: {
    'link read by the loader': { uid: UID, loaded: { ok: true, config: { ...CONFIG, topics: [...CONFIG.topics] } }, topicOrder: TOPICS },
    'unknown uid': { uid: 'nope', loaded: { ok: false, notFound: true, message: 'This preferences link is not valid.' }, topicOrder: TOPICS },
    'service down': { uid: UID, loaded: { ok: false, notFound: false, message: 'HTTP 503' }, topicOrder: TOPICS },
    'nothing read yet': { uid: UID, loaded: null, topicOrder: TOPICS },
  },
  events: [
    { type: 'TYPE_CHOSEN', value: 2 },
    { type: 'FREQUENCY_CHOSEN', value: 'daily' },
    { type: 'TOPIC_TOGGLED', topic: 'blog', on: true },
    { type: 'SAVE_REQUESTED' },
    { type: 'LOAD_RETRIED' },
    { type: 'xstate.done.actor.loadSubscription', output: { ok: true, config: { ...CONFIG, topics: [...CONFIG.topics] } } },
    { type: 'xstate.done.actor.loadSubscription', output: { ok: false, notFound: true, message: 'This preferences link is not valid.' } },
    { type: 'xstate.done.actor.loadSubscription', output: { ok: false, notFound: false, message: 'HTTP 503' } },
    { type: 'xstate.error.actor.loadSubscription', error: new Error('network') },
    { type: 'xstate.done.actor.saveSubscription', output: SUBSCRIPTION_SAVED },
    {
      type: 'xstate.done.actor.saveSubscription',
      output: { header: 'Preferences not saved', text: 'type: must be a whole number from 0 to 3', isError: true },
    },
    { type: 'xstate.error.actor.saveSubscription', error: new Error('network') },
  ],
  fakeActors: ['loadSubscription', 'saveSubscription'],
  graph: { limit: 3000 },
});
