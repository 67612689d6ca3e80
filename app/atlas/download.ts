/**
 * Download in the atlas: a member and an expired member on a video page; the options opened and closed, a device
 * chosen, a resolution chosen (and chosen again while the flag is set), the check's answers (success, the daily
 * limit, the trial refusal, unknown, a failure), the download call's answers, and the alert closed.
 */
import { downloadMachine } from '../../machines/download.machine.ts';
import { defineAtlasEntry } from './define.ts';

const video = { id: 7, title: 'Sunset Terrace', slug: 'sunset-terrace' };

export const downloadEntry = defineAtlasEntry({
  id: 'download',
  title: 'Download',
  spec: [
    "000 §2.4 'Download control'",
    "000 §4 'Download' (the 'downloading' flag, cleared 500 ms after the check)",
    "000 §6 'Download button'",
    "000 §7 'Downloads and events'",
    '000 §8 download alerts',
    '000 §9 download lock 500 ms',
  ],
  description:
    "'Download' opens 'Download Full Video' (an expired member goes to the renewal offer instead). Choosing a resolution sets the 'downloading' flag and checks it: 'success' starts the download (the signed file is saved and 'videoDownloaded' logged), 'error' shows the daily-limit or trial alert, 'unknown' does nothing. The flag clears 500 ms after the check.",
  area: 'catalogue',
  lifetime: 'screen',
  machine: downloadMachine,
  inputs: { member: { video }, 'expired member': { video, expired: true } },
  events: [
    { type: 'DOWNLOAD_CLICKED' },
    { type: 'OPTIONS_CLOSED' },
    { type: 'DEVICE_CHOSEN', device: 'Meta Quest 3' },
    { type: 'OPTION_CHOSEN', url: '/media/clips/full-7.webm', quality: '4K' },
    { type: 'ALERT_CLOSED' },
    { type: 'ACCESS_CHANGED', expired: true },
    { type: 'ACCESS_CHANGED', expired: false },
    { type: 'xstate.done.actor.checkDownload', output: { result: 'success', message: '' } },
    { type: 'xstate.done.actor.checkDownload', output: { result: 'error', message: 'You have reached your daily download limit' } },
    { type: 'xstate.done.actor.checkDownload', output: { result: 'error', message: 'Downloads are not available during the trial' } },
    { type: 'xstate.done.actor.checkDownload', output: { result: 'unknown', message: '' } },
    { type: 'xstate.error.actor.checkDownload', error: new Error('Network error') },
    { type: 'xstate.done.actor.startDownload', output: { result: 'success', message: '', url: '/api/account/file/full-7.webm?sig=x' } },
    { type: 'xstate.done.actor.startDownload', output: { result: 'error', message: 'You have reached your daily download limit' } },
    { type: 'xstate.done.actor.startDownload', output: { result: 'unknown', message: '' } },
    { type: 'xstate.error.actor.startDownload', error: new Error('Network error') },
  ],
  fakeActors: ['checkDownload', 'startDownload'],
  graph: { limit: 5000 },
});
