/**
 * Model-based tests of the download (spec 000 §2.4 'Download control', §4 'Download', §7, §8, §9 lock 500 ms): paths
 * from the machine's graph (inputs, events and delays from its atlas entry) replayed with fake actors and a simulated
 * clock. A repeat click while the flag is set starts no second check; 'success' saves the signed file and logs
 * 'videoDownloaded'; a refusal shows the alert its message picks; an expired member goes to the renewal offer.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { fakeActorsOf } from '../../app/atlas/define.ts';
import { downloadEntry } from '../../app/atlas/download.ts';
import type { DownloadAbility } from '../../contracts/downloads.ts';
import type { DownloadContext } from '../../machines/download.machine.ts';
import { downloadMachine } from '../../machines/download.machine.ts';
import { selectAlert, selectDownloading, selectOptionsOpen } from '../../machines/download.selectors.ts';
import { JOIN_EXPIRED_PATH } from '../../domain/constants.ts';
import { DOWNLOAD_LOCK_MS, downloadAlertKind } from '../../domain/downloads.ts';
import { FakeActors } from './replay.ts';
import { entryPaths, replayAll, trackCoverage } from './suite.ts';

const coverage = trackCoverage('download', downloadMachine);

describe('download, paths from its graph', () => {
  it('replays every path: one check at a time, the file saved and logged on success, the alert its message picks', async () => {
    const paths = entryPaths(downloadEntry);
    await replayAll(paths, {
      coverage,
      delays: downloadEntry.delays,
      makeRun: () => {
        const fakes = new FakeActors();
        const saveFile = vi.fn();
        const logDownloaded = vi.fn();
        const goToOffer = vi.fn();
        const machine = downloadMachine.provide({
          actors: fakeActorsOf(downloadEntry, fakes) as never,
          actions: {
            saveFile: (_, params) => saveFile(params),
            logDownloaded: (_, params) => logDownloaded(params),
            goToOffer: (_, params) => goToOffer(params),
          },
        });
        return {
          machine,
          fakes,
          check: (event, before, after) => {
            const ctx = after.context as DownloadContext;
            const checks = fakes.calls.checkDownload?.length ?? 0;
            // Never two checks or downloads at once.
            expect(fakes.maxInFlight.checkDownload ?? 0).toBeLessThanOrEqual(1);
            expect(fakes.maxInFlight.startDownload ?? 0).toBeLessThanOrEqual(1);
            if (event.type === 'DOWNLOAD_CLICKED' && before.matches('idle')) {
              if ((before.context as DownloadContext).expired) {
                expect(goToOffer).toHaveBeenLastCalledWith({ url: JOIN_EXPIRED_PATH });
                expect(selectOptionsOpen(after as never)).toBe(false);
              } else expect(selectOptionsOpen(after as never)).toBe(true);
            }
            if (event.type === 'OPTION_CHOSEN') {
              if (before.hasTag('downloading')) expect(after.context).toEqual(before.context);
              else {
                expect(selectDownloading(after as never)).toBe(true);
                expect(fakes.calls.checkDownload?.at(-1)).toEqual({ url: '/media/clips/full-7.webm' });
                expect(checks).toBeGreaterThan(0);
              }
            }
            if (event.type === 'xstate.done.actor.checkDownload') {
              const output = (event as unknown as { output: { result: string; message: string } }).output;
              if (output.result === 'success') expect(fakes.calls.startDownload?.at(-1)).toEqual({ url: '/media/clips/full-7.webm' });
              else if (output.result === 'error') {
                expect(selectAlert(after as never)).toEqual({ kind: downloadAlertKind(output.message), message: output.message });
                expect(selectOptionsOpen(after as never)).toBe(false);
              } else expect(ctx.alert).toBeNull();
              // The flag stays set after the check.
              expect(selectDownloading(after as never)).toBe(true);
            }
            if (event.type === 'xstate.done.actor.startDownload') {
              const output = (event as unknown as { output: { result: string; url?: string } }).output;
              if (output.result === 'success') {
                expect(saveFile).toHaveBeenLastCalledWith({ url: output.url });
                expect(logDownloaded).toHaveBeenLastCalledWith({
                  event_type: 'videoDownloaded',
                  video_id: 7,
                  video_quality: '4K',
                  video_title: 'Sunset Terrace',
                  video_slug: 'sunset-terrace',
                });
              }
            }
            if (event.type.startsWith('xstate.error.actor.')) expect([ctx.outcome, ctx.alert]).toEqual(['unknown', null]);
            // Nothing saved or logged without a successful download.
            expect(saveFile.mock.calls.length).toBe(logDownloaded.mock.calls.length);
            if (event.type === 'ACCESS_CHANGED') expect(ctx.expired).toBe((event as unknown as { expired: boolean }).expired);
            if (event.type.startsWith('xstate.after.')) expect(selectDownloading(after as never)).toBe(false);
          },
        };
      },
    });
  });
});

describe('download lock timing', () => {
  it('ignores repeat clicks until 500 ms after the check, then allows the next', async () => {
    const clock = new SimulatedClock();
    const check = vi.fn(async (): Promise<DownloadAbility> => ({ result: 'unknown', message: '' }));
    const machine = downloadMachine.provide({ actors: { checkDownload: fromPromise(check) } });
    const actor = createActor(machine, { input: { video: { id: 1, title: 'T', slug: 't' } }, clock }).start();
    actor.send({ type: 'DOWNLOAD_CLICKED' });
    actor.send({ type: 'OPTION_CHOSEN', url: '/f.webm', quality: '2K' });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(check).toHaveBeenCalledTimes(1);
    actor.send({ type: 'OPTION_CHOSEN', url: '/f.webm', quality: '2K' });
    clock.increment(DOWNLOAD_LOCK_MS - 1);
    actor.send({ type: 'OPTION_CHOSEN', url: '/f.webm', quality: '2K' });
    expect(selectDownloading(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectDownloading(actor.getSnapshot())).toBe(false);
    expect(check).toHaveBeenCalledTimes(1);
    actor.send({ type: 'OPTION_CHOSEN', url: '/f.webm', quality: '2K' });
    expect(check).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});
