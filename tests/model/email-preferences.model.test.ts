/**
 * Model-based tests of the e-mail preferences (spec 001 §2 'E-mail subscription preferences', §3, §7): paths from the
 * machine's graph (events and inputs from its atlas entry) replayed with fake actors. The loader's read decides the
 * start (form, invalid link, failed read); a save sends the draft {type, other fields} by the link's uid; the result is
 * shown — an error as one, the choices kept; an edit clears it.
 */
import { describe, expect, it } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { emailPreferencesEntry } from '../../app/atlas/email-preferences.ts';
import { SUBSCRIPTION_SAVE_FAILED } from '../../contracts/email-subscription-texts.ts';
import { type EmailPreferencesContext, emailPreferencesMachine } from '../../machines/email-preferences.machine.ts';
import { INVALID_PREFERENCES_LINK, newsApplies, withTopic } from '../../domain/email-preferences.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('emailPreferences', emailPreferencesMachine);

describe('e-mail preferences, paths from its graph', () => {
  it('replays every path: saves send the draft by uid, results show, errors as errors', async () => {
    await replayAll(entryPaths(emailPreferencesEntry), {
      coverage,
      makeRun: () => {
        const fakes = new FakeActors();
        const machine = emailPreferencesMachine.provide({ actors: fakeActorsOf(emailPreferencesEntry, fakes) as never });
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const was = before.context as EmailPreferencesContext;
            const now = after.context as EmailPreferencesContext;
            if (event.type === 'xstate.init' && now.loadError === INVALID_PREFERENCES_LINK) expect(after.hasTag('invalid')).toBe(true);
            if (event.type === 'SAVE_REQUESTED' && before.hasTag('form') && !before.hasTag('saving')) {
              expect(fakes.calls.saveSubscription?.at(-1)).toEqual({ uid: was.uid, change: was.draft });
              expect([after.hasTag('saving'), now.result]).toEqual([true, null]);
            }
            if (event.type === 'TYPE_CHOSEN' && before.hasTag('form') && !before.hasTag('saving')) {
              expect([now.draft?.type, now.result, after.hasTag('saved')]).toEqual([2, null, false]);
            }
            if (event.type === 'xstate.done.actor.saveSubscription') {
              const output = (event as unknown as { output: { isError: boolean } }).output;
              expect(now.result).toEqual(output);
              expect(after.hasTag(output.isError ? 'failed' : 'saved')).toBe(true);
              // Saved: the subscription is what was sent; refused: it stays, the draft too.
              expect(now.config).toEqual(output.isError ? was.config : { ...was.config, ...was.draft });
              expect(now.draft).toEqual(was.draft);
            }
            if (event.type === 'xstate.error.actor.saveSubscription')
              expect([after.hasTag('failed'), now.result]).toEqual([true, SUBSCRIPTION_SAVE_FAILED]);
            if (event.type === 'LOAD_RETRIED') expect(fakes.calls.loadSubscription?.at(-1)).toEqual({ uid: was.uid });
          },
        };
      },
    });
  });
});

describe('e-mail preferences rules', () => {
  it('frequency and topics apply to the types that send news', () => {
    expect([0, 1, 2, 3].map(newsApplies)).toEqual([true, true, false, false]);
  });
  it('keeps topics in the service’s order, once each', () => {
    const order = ['new-scenes', 'models', 'deals', 'blog'] as const;
    expect(withTopic(['deals'], 'new-scenes', true, order)).toEqual(['new-scenes', 'deals']);
    expect(withTopic(['deals', 'blog'], 'deals', false, order)).toEqual(['blog']);
    expect(withTopic(['deals'], 'deals', true, order)).toEqual(['deals']);
  });
});
