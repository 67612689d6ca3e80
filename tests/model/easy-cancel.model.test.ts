/**
 * Model-based tests of the easy-cancel survey (spec 001 §3 'Easy cancel', §4 'Dashboard and cancellation', §8): paths
 * from the machine's graph (inputs and events from its atlas entry) replayed with fake calls and a spied `goTo`. The
 * loader's questions and settings are not asked again; the upgrade URL is asked with the membership's uuid and a
 * failure hides it; an answer of another question is ignored; nothing is sent before every question is answered; the
 * feedback carries the answers in the questions' order and the trimmed comment; its URL is reached once, after the
 * session's refresh; a refusal or a failure says 'Failed to send feedback' and keeps the answers.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { easyCancelEntry } from '../../app/atlas/easy-cancel.ts';
import type { EasyCancelContext, EasyCancelInput } from '../../machines/easy-cancel.machine.ts';
import { easyCancelMachine } from '../../machines/easy-cancel.machine.ts';
import { FEEDBACK_FAILED_MESSAGE, feedbackOf, sortedQuestions, surveyComplete } from '../../domain/easy-cancel.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('easyCancel', easyCancelMachine);

describe('easy cancel, paths from its graph', () => {
  it('replays every path with the expected calls, answers, messages and way on', async () => {
    await replayAll(entryPaths(easyCancelEntry), {
      coverage,
      contextView: easyCancelEntry.graph.contextView as (context: unknown) => unknown,
      makeRun: (input) => {
        const fakes = new FakeActors();
        const goTo = vi.fn();
        const given = input as EasyCancelInput;
        let sent = 0;
        return {
          machine: easyCancelMachine.provide({
            actors: fakeActorsOf(easyCancelEntry, fakes) as never,
            actions: { goTo: (_, params) => goTo(params.url) },
          }),
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as EasyCancelContext;
            const was = before.context as EasyCancelContext;
            if (event.type === 'xstate.init') {
              expect(fakes.calls.loadUpgradeUrl).toEqual(given.upgradeUrl === undefined ? [{ membershipUuid: given.membershipUuid }] : []);
              expect(fakes.calls.loadQuestions ?? []).toHaveLength(given.questions ? 0 : 1);
              expect(fakes.calls.loadSettings ?? []).toHaveLength(given.settings ? 0 : 1);
              if (given.questions) expect(ctx.questions).toEqual(sortedQuestions(given.questions));
            }
            // Questions are shown by sort, answers by sort.
            for (const q of ctx.questions ?? [])
              expect(q.answers.map((a) => a.sort)).toEqual([...q.answers.map((a) => a.sort)].sort((a, b) => a - b));
            expect(ctx.questions?.map((q) => q.sort) ?? []).toEqual([...(ctx.questions?.map((q) => q.sort) ?? [])].sort((a, b) => a - b));
            if (event.type === 'xstate.error.actor.loadUpgradeUrl') expect(ctx.upgradeUrl).toBeNull();
            if (event.type === 'xstate.error.actor.loadQuestions') expect(ctx.questions).toEqual([]);
            if (event.type === 'ANSWER_SELECTED') {
              const { questionId, answerId } = event as unknown as { questionId: number; answerId: number };
              const own = (was.questions ?? []).some((q) => q.id === questionId && q.answers.some((a) => a.id === answerId));
              const editable = before.hasTag('loading') || before.hasTag('survey');
              expect(ctx.answers).toEqual(own && editable ? { ...was.answers, [questionId]: answerId } : was.answers);
            }
            if (event.type === 'SUBMITTED') {
              const complete = surveyComplete(was.questions ?? [], was.answers);
              if (before.hasTag('survey') && complete) {
                sent += 1;
                expect(after.hasTag('sending')).toBe(true);
                expect(fakes.calls.sendFeedback?.at(-1)).toEqual(feedbackOf(was.membershipUuid, was.questions ?? [], was.answers, was.comment));
                expect([ctx.error, ctx.reason]).toEqual([null, null]);
              }
            }
            expect(fakes.calls.sendFeedback ?? []).toHaveLength(sent);
            if (after.hasTag('failed')) {
              expect(ctx.error).toBe(FEEDBACK_FAILED_MESSAGE);
              expect(ctx.answers).toEqual(before.hasTag('sending') ? was.answers : ctx.answers);
            }
            if (event.type === 'xstate.done.actor.sendFeedback') {
              const output = (event as unknown as { output: { ok: boolean; url?: string; message?: string | null } }).output;
              if (output.ok) expect(fakes.calls.refreshSession).toHaveLength(1);
              else expect(ctx.reason).toBe(output.message ?? null);
            }
            // The way on is taken exactly once, after the refresh, to the feedback's URL.
            if (after.status === 'done') expect(goTo.mock.calls).toEqual([['/main-dashboard/membership-info/']]);
            else expect(goTo).not.toHaveBeenCalled();
          },
        };
      },
    });
  });
});
