/**
 * Downloads and video events (spec 000 §7 'Downloads and events', §3 'Download ability', §8 download rows).
 * The check and the download answer 2xx or 403 {msg}; the download's answer carries the file's signed, expiring URL.
 */
import { z } from 'zod/mini';
import { Status } from './common.ts';

/** POST {siteHost}/api/account/can_download?url= (body {final: true}): the next download is allowed. */
export const CanDownloadAnswer = z.object({ status: Status, data: z.object({ allowed: z.literal(true) }) });

/** POST {siteHost}/api/account/download?url=: one download counted; the file at a signed URL, valid until `expiresAt` (unix seconds). */
export const DownloadAnswer = z.object({ status: Status, data: z.object({ url: z.string(), expiresAt: z.number() }) });

/** A refused check or download (403): the reason in `msg` (also as the ErrorBody status message). */
export const DownloadRefusal = z.object({ msg: z.string() });

/** The check's body (§7: sent with final: true). */
export const CanDownloadBody = z.object({ final: z.optional(z.boolean()) });

/** PUT {siteHost}/api/wp/user/event: the video event log (§7). */
export const VideoEventLog = z.object({
  event_type: z.literal('videoDownloaded'),
  video_id: z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(40))]),
  video_quality: z.string().check(z.minLength(1), z.maxLength(40)),
  video_title: z.string().check(z.maxLength(500)),
  video_slug: z.string().check(z.minLength(1), z.maxLength(300)),
});
export type VideoEventLog = z.infer<typeof VideoEventLog>;

export const VideoEventAnswer = z.object({ status: Status });

/** §3 'Download ability': the check's result as the machine reads it. */
export type DownloadAbility = { result: 'unknown' | 'error' | 'success'; message: string };
/** The download call's result: the signed file URL on success. */
export type DownloadStart = DownloadAbility & { url?: string };
