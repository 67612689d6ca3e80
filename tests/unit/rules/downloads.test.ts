/** Download rules (spec 000 §2.4 quality labels and devices, §5 alert kind, §8 alert texts). */
import { describe, expect, it } from 'vitest';
import {
  companionApp,
  downloadAlertFooter,
  downloadAlertKind,
  downloadAlertText,
  isRecommended,
  qualityKey,
  qualityGrade,
} from '../../../domain/downloads.ts';

describe('download rules', () => {
  it('grades qualities: Low = 2K, Good = 3K, Great = 4K, whether named by word or resolution; none for the others', () => {
    expect(['2K', '3K', '4K', '6K', 'Good', 'low', ' 4k '].map(qualityGrade)).toEqual(['Low', 'Good', 'Great', null, 'Good', 'Low', 'Great']);
    expect(qualityKey('Good')).toBe('3K');
  });

  it("marks resolutions outside the chosen device's qualities as not recommended; none chosen = all recommended", () => {
    const device = { name: 'PlayStation VR2', qualities: ['3K', '4K'] };
    expect(isRecommended('6K', device)).toBe(false);
    expect(isRecommended('4K', device)).toBe(true);
    expect(isRecommended('Good', device)).toBe(true);
    expect(isRecommended('Low', device)).toBe(false);
    expect(isRecommended('6K', null)).toBe(true);
  });

  it("picks the daily-limit alert for a message containing 'limit' in any case, else the trial alert", () => {
    expect(downloadAlertKind('You have reached your daily download LIMIT')).toBe('dailyLimit');
    expect(downloadAlertKind('Limited to 20 a day')).toBe('dailyLimit');
    expect(downloadAlertKind('Only watching online is available in trial period')).toBe('trial');
    expect(downloadAlertKind('')).toBe('trial');
  });

  it("gives the spec's texts", () => {
    expect(downloadAlertText('dailyLimit')).toEqual({
      heading: 'You have reached your daily download limit!',
      text: 'We have limited your daily downloads to 20 videos, so you and our community can get the fastest download speeds.',
    });
    expect(downloadAlertText('trial').heading).toBe('Only watching online is available in trial period!');
    expect(downloadAlertFooter('VelvetVR app')).toBe('Unlimited downloads are ONLY available on the VelvetVR app.');
    expect(companionApp({ siteName: 'VelvetVR', siteUrl: 'https://velvet.test' })).toEqual({ name: 'VelvetVR app', url: 'https://velvet.test/app/' });
  });
});
