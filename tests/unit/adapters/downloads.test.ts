/**
 * The site API's download calls (spec 000 §7 'Downloads and events', §3 'Download ability', §8 'Download check 403'):
 * the check is sent with final: true; a 403 is 'error' with its msg; any other failure is 'unknown' and only logged;
 * the download answers the signed URL; the event log is sent as the spec's body. Nothing throws.
 */
import { describe, expect, it } from 'vitest';
import { createSiteApi } from '../../../adapters/site-api.ts';
import { json } from './fake-fetch.ts';
import { harness } from './harness.ts';

const URL_ = '/media/clips/full-1.webm';
const LIMIT = 'You have reached your daily download limit of 20 videos.';

describe('canDownload', () => {
  it('success: the check is posted with final: true and the url', async () => {
    const h = harness([json({ status: { code: 200, message: 'OK' }, data: { allowed: true } })]);
    expect(await createSiteApi(h.http).canDownload(URL_)).toEqual({ result: 'success', message: '' });
    expect(h.requests[0]).toMatchObject({ url: `https://site.test/api/account/can_download?url=${encodeURIComponent(URL_)}`, body: { final: true } });
  });

  it("403 is 'error' with its msg; a failure or a bad answer is 'unknown'", async () => {
    const refused = harness([json({ msg: LIMIT, status: { code: 403, message: LIMIT } }, 403)]);
    expect(await createSiteApi(refused.http).canDownload(URL_)).toEqual({ result: 'error', message: LIMIT });
    const down = harness([new TypeError('fetch failed')]);
    expect(await createSiteApi(down.http).canDownload(URL_)).toEqual({ result: 'unknown', message: '' });
    const broken = harness([json({ status: { code: 500, message: 'Internal Server Error' } }, 500)]);
    expect(await createSiteApi(broken.http).canDownload(URL_)).toEqual({ result: 'unknown', message: '' });
    const bad = harness([json({ data: { allowed: 'yes' } })]);
    expect(await createSiteApi(bad.http).canDownload(URL_)).toEqual({ result: 'unknown', message: '' });
  });
});

describe('download and the event log', () => {
  it('answers the signed URL; a 403 carries its msg', async () => {
    const h = harness([json({ status: { code: 200, message: 'OK' }, data: { url: '/api/account/file/full-1.webm?expires=1&sig=s', expiresAt: 1 } })]);
    expect(await createSiteApi(h.http).download(URL_)).toEqual({
      result: 'success',
      message: '',
      url: '/api/account/file/full-1.webm?expires=1&sig=s',
    });
    const refused = harness([json({ msg: 'Only watching online is available in trial period.', status: { code: 403, message: 'x' } }, 403)]);
    expect(await createSiteApi(refused.http).download(URL_)).toEqual({
      result: 'error',
      message: 'Only watching online is available in trial period.',
    });
  });

  it('logs videoDownloaded with the spec body', async () => {
    const h = harness([json({ status: { code: 200, message: 'OK' } })]);
    const event = { event_type: 'videoDownloaded' as const, video_id: 1, video_quality: '4K', video_title: 'T', video_slug: 't' };
    expect(await createSiteApi(h.http).logVideoEvent(event)).toBe(true);
    expect(h.requests[0]).toMatchObject({ url: 'https://site.test/api/wp/user/event', method: 'PUT', body: event });
  });
});
