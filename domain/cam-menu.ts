/**
 * The cam section in the site's menus (spec 002 §1, §2.1): a menu item that links to the cam list (any slug a preset
 * may configure) is left out when the cam area is off; otherwise it links to this site's list, and an item labelled
 * with a section label ('VR Cam Girls' / 'VR Cam Boys') reads this site's ('VR Cam Boys' on the gay-themed sibling).
 */
import type { ChromeData, ChromeMenuItem } from './chrome-data.ts';
import { CAM_LIST_SLUGS, camListPath } from './cam-routes.ts';

export interface CamSectionConfig {
  enableCams: boolean;
  vrCamListSlug: string;
  camSectionLabel: string;
}

const SECTION_LABELS = ['VR Cam Girls', 'VR Cam Boys'];

/** Whether a menu link goes to a cam list ('/vr-cam-girls/', '/vr-cam-girls', 'vr-cam-boys/?x=1', …). */
export function isCamListLink(link: string): boolean {
  const path = link.split(/[?#]/)[0] ?? '';
  const parts = path.split('/').filter(Boolean);
  return parts.length === 1 && (CAM_LIST_SLUGS as readonly string[]).includes(parts[0] ?? '');
}

function camItems(items: ChromeMenuItem[], config: CamSectionConfig): ChromeMenuItem[] {
  if (!items.some((item) => isCamListLink(item.link))) return items;
  return items.flatMap((item) => {
    if (!isCamListLink(item.link)) return [item];
    if (!config.enableCams) return [];
    return [{ ...item, link: camListPath(config.vrCamListSlug), label: SECTION_LABELS.includes(item.label) ? config.camSectionLabel : item.label }];
  });
}

const applied = new WeakMap<ChromeData, Map<string, ChromeData>>();

/** The chrome with its cam section links made this site's (shared per digest and configuration, like chromeData). */
export function withCamSection(chrome: ChromeData, config: CamSectionConfig): ChromeData {
  const key = `${config.enableCams}|${config.vrCamListSlug}|${config.camSectionLabel}`;
  const known = applied.get(chrome)?.get(key);
  if (known) return known;
  const out: ChromeData = {
    ...chrome,
    headerMain: camItems(chrome.headerMain, config),
    headerAccount: camItems(chrome.headerAccount, config),
    footer: chrome.footer.map((column) => ({ ...column, items: camItems(column.items, config) })),
    bottom: camItems(chrome.bottom, config),
  };
  const byKey = applied.get(chrome) ?? new Map<string, ChromeData>();
  byKey.set(key, out);
  applied.set(chrome, byKey);
  return out;
}
