/**
 * Readable text on a colour from the CMS (menu badges' upperTextColor / leftTextColor, spec 000 §2.3): black or
 * white, whichever has the higher WCAG contrast with the background. Colours that are not #rgb or #rrggbb
 * give undefined (the theme's badge text colour stays).
 */
const channel = (value: number): number => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (WCAG 2) of a hex colour, or null when it is not one. */
export function luminance(hex: string): number | null {
  const m = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const full = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(full.slice(i, i + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export const contrastRatio = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function readableTextOn(background: string): '#000000' | '#ffffff' | undefined {
  const l = luminance(background);
  if (l === null) return undefined;
  return contrastRatio(l, 0) >= contrastRatio(l, 1) ? '#000000' : '#ffffff';
}
