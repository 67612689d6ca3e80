// @vitest-environment jsdom
/**
 * The video page's Download control bound to the download machine (spec 000 §2.4 'Download control', §8 download
 * alerts; DESIGN 'every declared event has a sender'): driven through the rendered page only — the Download button,
 * the device Select, a resolution, the close buttons — with the calls faked: every event a viewer sends is sent by the
 * view, a device marks resolutions not recommended, a refusal shows its alert and the alert's close button ends it.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { Video } from '../../../contracts/content-api.ts';
import type { DownloadAbility, DownloadStart } from '../../../contracts/downloads.ts';
import { type DownloadEvent, downloadMachine } from '../../../machines/download.machine.ts';
import { DownloadControl } from '../../../views/containers/DownloadControl.tsx';
import { mountedViews } from './mount.ts';

/** The events a viewer sends (ACCESS_CHANGED comes from the session, through the route's composition). */
const FROM_VIEW: DownloadEvent['type'][] = ['DOWNLOAD_CLICKED', 'OPTIONS_CLOSED', 'DEVICE_CHOSEN', 'OPTION_CHOSEN', 'ALERT_CLOSED'];

const video = Video.parse({
  id: 1,
  slug: 'sunset-lounge',
  title: 'Sunset Lounge',
  publishedAt: 1_700_000_000,
  poster: { alt: 'Sunset Lounge poster', permalink: '/media/p1.svg' },
  downLoadVideoListForFront: [
    { label: '4K (3840x1920)', size: '4.0 GB', url: '/media/clips/full-1.webm', quality: '4K' },
    { label: '2K (2048x1024)', size: '1.6 GB', url: '/media/clips/full-1.webm', quality: '2K' },
  ],
  recommendedDevices: [{ name: 'PlayStation VR2', qualities: ['3K', '4K'] }],
});

const { mount } = mountedViews();
const sent = new Set<string>();

function start(answer: DownloadAbility) {
  const machine = downloadMachine.provide({
    actors: {
      checkDownload: fromPromise(async () => answer),
      startDownload: fromPromise(async (): Promise<DownloadStart> => ({ result: 'success', message: '', url: '/file' })),
    },
    actions: { saveFile: () => {}, logDownloaded: () => {} },
  });
  const actor = createActor(machine, { input: { video: { id: 1, title: video.title, slug: video.slug } } });
  actor.subscribe({ next: () => {} });
  const send = actor.send.bind(actor);
  actor.send = (event) => {
    sent.add(event.type);
    send(event);
  };
  actor.start();
  mount(<DownloadControl download={actor} video={video} app={{ name: 'VelvetVR app', url: 'https://velvet.test/app/' }} />);
  return actor;
}

const byText = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('button, [role="option"]')].find((el) => el.textContent?.includes(text)) ?? null;
const click = async (el: HTMLElement | null) => {
  if (!el) throw new Error('nothing to click');
  await act(async () => {
    el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    el.click();
  });
};
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));
/** The dialogs come in a chunk of their own: waits until one shows. */
const dialogShown = async () => {
  for (let i = 0; i < 100 && !document.querySelector('[role="dialog"]'); i++) await settle();
  return document.querySelector('[role="dialog"]');
};

describe('the Download control', () => {
  it('opens the options, marks resolutions for the chosen device, and closes them', async () => {
    start({ result: 'success', message: '' });
    await click(byText('Download'));
    expect((await dialogShown())?.textContent).toContain('Download Full Video');
    expect(document.body.textContent).toContain('Your device');
    expect(document.body.textContent).not.toContain('Not recommended');
    // Each resolution with its quality word (§2.4: Low = 2K, Great = 4K).
    expect([...document.querySelectorAll('.cat-download-option')].map((b) => b.querySelector('.cat-download-grade')?.textContent)).toEqual([
      'Great',
      'Low',
    ]);
    await click(document.querySelector<HTMLElement>('.dl-device-button'));
    await click(byText('PlayStation VR2'));
    await settle();
    expect([...document.querySelectorAll('.cat-download-note')].map((n) => n.closest('button')?.textContent)).toEqual([
      expect.stringContaining('2K (2048x1024)'),
    ]);
    await click(document.querySelector<HTMLElement>('[aria-label="Close"]'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the daily-limit alert for a refusal mentioning the limit; its close button ends it', async () => {
    start({ result: 'error', message: 'You have reached your daily download LIMIT.' });
    await click(byText('Download'));
    await dialogShown();
    await click(byText('4K (3840x1920)'));
    await settle();
    const dialog = await dialogShown();
    expect(dialog?.textContent).toContain('You have reached your daily download limit!');
    expect(dialog?.textContent).toContain('Unlimited downloads are ONLY available on the VelvetVR app.');
    const app = [...(dialog?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'DOWNLOAD FREE APP');
    expect([app?.getAttribute('href'), app?.getAttribute('target')]).toEqual(['https://velvet.test/app/', '_blank']);
    await click(dialog?.querySelector<HTMLElement>('[aria-label="Close"]') ?? null);
    await settle();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('sends every event a viewer sends', () => {
    expect(FROM_VIEW.filter((type) => !sent.has(type))).toEqual([]);
  });
});
