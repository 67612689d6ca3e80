/** What the Download control reads of the download machine (download.machine.ts), without the machine's code. */
import type { DownloadAlert, DownloadContext, DownloadTag } from './download.machine.ts';

type Snap = { hasTag(tag: DownloadTag): boolean; context: DownloadContext };
/** The options modal is open: choosing, or downloading from it (not after a refusal, whose alert takes its place). */
export const selectOptionsOpen = (s: Snap): boolean => s.hasTag('options') || (s.hasTag('downloading') && s.context.outcome !== 'error');
export const selectDownloading = (s: Snap): boolean => s.hasTag('downloading');
export const selectAlert = (s: Snap): DownloadAlert | null => s.context.alert;
