/**
 * Download rules (spec 000 §2.4 'Download control', §5 'A download alert whose message contains limit', §8 download
 * alerts, §9 download lock 500 ms and daily limit 20): quality labels, which resolutions a device is recommended for,
 * which alert a refusal shows, and the alerts' exact texts.
 */

/** Lock after a download check finishes (§4 'Download', §9). */
export const DOWNLOAD_LOCK_MS = 500;
/** The daily download limit as the alert states it (§9). */
export const DAILY_DOWNLOAD_LIMIT = 20;

/** The device selector's label before a device is chosen (§2.4). */
export const DEVICE_PLACEHOLDER = 'Your device';
export const DOWNLOAD_TITLE = 'Download Full Video';
export const NOT_RECOMMENDED = 'Not recommended';

/** Quality names as the upstream may send them, and how they read (§2.4: Low = 2K, Good = 3K, Great = 4K, 3K = '3K / PSVR'). */
const QUALITY_ALIASES: Readonly<Record<string, string>> = { low: '2K', good: '3K', great: '4K' };

/** The resolution a quality name stands for: 'Low' → '2K', 'Good' → '3K', 'Great' → '4K'; others as they are. */
export function qualityKey(quality: string): string {
  const trimmed = quality.trim();
  return QUALITY_ALIASES[trimmed.toLowerCase()] ?? trimmed.toUpperCase();
}

const GRADES: Readonly<Record<string, string>> = { '2K': 'Low', '3K': 'Good', '4K': 'Great' };

/**
 * The quality word a resolution's download option shows beside its label (§2.4 'Quality labels: Low = 2K, Good = 3K,
 * Great = 4K'); none for another resolution. The label itself is the upstream's ('3K / PSVR (2880x1440)').
 */
export function qualityGrade(quality: string): string | null {
  return GRADES[qualityKey(quality)] ?? null;
}

export type RecommendedDevice = { name: string; qualities: readonly string[] };

/** Whether a resolution is recommended for the chosen device: every one is while no device is chosen (§2.4). */
export function isRecommended(quality: string, device: RecommendedDevice | null | undefined): boolean {
  if (!device) return true;
  const key = qualityKey(quality);
  return device.qualities.some((q) => qualityKey(q) === key);
}

export type DownloadAlertKind = 'dailyLimit' | 'trial';

/** §5: a refusal whose message contains 'limit' (any case) is the daily-limit alert; any other is the trial alert. */
export function downloadAlertKind(message: string): DownloadAlertKind {
  return /limit/i.test(message) ? 'dailyLimit' : 'trial';
}

export type DownloadAlertText = { heading: string; text: string | null };

/** §8 'Download daily limit', 'Download refused otherwise'. */
export function downloadAlertText(kind: DownloadAlertKind): DownloadAlertText {
  return kind === 'dailyLimit'
    ? {
        heading: 'You have reached your daily download limit!',
        text: `We have limited your daily downloads to ${DAILY_DOWNLOAD_LIMIT} videos, so you and our community can get the fastest download speeds.`,
      }
    : { heading: 'Only watching online is available in trial period!', text: null };
}

/** §8 'Both download alerts': the button to the companion VR app's site. */
export const DOWNLOAD_APP_BUTTON = 'DOWNLOAD FREE APP';
/** §8 footer of both download alerts. */
export const downloadAlertFooter = (app: string) => `Unlimited downloads are ONLY available on the ${app}.`;

/** The companion VR app of this site: its name and site (the site's /app/ page, opened in a new tab). */
export function companionApp(site: { siteName: string; siteUrl: string }): { name: string; url: string } {
  return { name: `${site.siteName} app`, url: `${site.siteUrl}/app/` };
}
