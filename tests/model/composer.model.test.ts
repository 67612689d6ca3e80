/**
 * Model-based tests of the message composer (spec 002 §2.4, §4.7 'Composer behaviour', §5 'Messages'): paths from the
 * machine's graph. Invariants: the text never exceeds 400 characters; only a non-empty trimmed text is handed on, once
 * at a time; a success clears it, a failure keeps it (with the inline error only where errors are shown); becoming
 * disabled clears the text and closes the picker.
 */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { composerEntry } from '../../app/atlas/cam-social.ts';
import { type ComposerContext, composerMachine } from '../../machines/composer.machine.ts';
import { MESSAGE_MAX, SEND_FAILED } from '../../domain/composer.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('composer', composerMachine);

describe('composer, paths from the graph', () => {
  it('replays every path: one send at a time, cleared on success, kept on failure, cleared when disabled', async () => {
    await replayAll(entryPaths(composerEntry), {
      coverage,
      contextView: composerEntry.graph.contextView as (c: unknown) => unknown,
      makeRun: () => {
        const submitted: string[] = [];
        let count = 0;
        return {
          machine: composerMachine.provide({ actions: { submit: (_, p) => void submitted.push(p.text) } }),
          check: (event, before, after) => {
            const was = before.context as ComposerContext;
            const now = after.context as ComposerContext;
            expect(now.text.length).toBeLessThanOrEqual(MESSAGE_MAX);
            if (event.type === 'SUBMITTED') {
              if (before.hasTag('sending') || before.hasTag('disabled') || was.text.trim() === '') expect(submitted.length).toBe(count);
              else expect([submitted.length, submitted.at(-1)]).toEqual([count + 1, was.text.trim()]);
            }
            if (event.type === 'SEND_SETTLED' && before.hasTag('sending')) {
              const ok = (event as unknown as { ok: boolean }).ok;
              if (ok) expect(now.text).toBe('');
              else expect([now.text, now.error]).toEqual([was.text, was.showErrors ? SEND_FAILED : null]);
            }
            if (after.hasTag('disabled')) expect([now.text, now.pickerOpen]).toEqual(['', false]);
            count = submitted.length;
          },
        };
      },
    });
  });

  it('inserts an emoji only when it fits within the limit', () => {
    const actor = createActor(composerMachine, { input: { showErrors: false } }).start();
    actor.send({ type: 'TEXT_CHANGED', text: 'x'.repeat(MESSAGE_MAX - 1) });
    actor.send({ type: 'EMOJI_CHOSEN', emoji: '😀', start: MESSAGE_MAX - 1, end: MESSAGE_MAX - 1 });
    expect(actor.getSnapshot().context.text.length).toBe(MESSAGE_MAX - 1);
    actor.send({ type: 'EMOJI_CHOSEN', emoji: '😀', start: 0, end: 2 });
    expect(actor.getSnapshot().context.text.startsWith('😀x')).toBe(true);
    expect(actor.getSnapshot().context.caret).toBe(2);
    actor.send({ type: 'TEXT_CHANGED', text: 'y'.repeat(MESSAGE_MAX + 20) });
    expect(actor.getSnapshot().context.text.length).toBe(MESSAGE_MAX);
    actor.stop();
  });
});
