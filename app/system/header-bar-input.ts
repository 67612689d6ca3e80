/**
 * The header bar machine's starting facts (app/system/header-bar.ts), apart from its module: the visit draws the bar
 * from them before the machine's code has come (views/containers/HeaderBarSlot.tsx). Who asks (the value pop-up
 * viewer), the root loader's bars for the first page and the render's clock; the machine, arriving later, starts from
 * the first page's too and hears the route changes it missed (app/system/on-demand.ts).
 */
import type { HeaderBarInput } from '../../machines/header-bar.machine.ts';
import type { RootData } from '../router/root-data.ts';
import type { VisitRequest } from './define.ts';
import { valuePopupViewer } from './facts.ts';

export const headerBarInput = (root: RootData, request: VisitRequest): HeaderBarInput => ({
  ...valuePopupViewer(root, request),
  items: root.headerBars,
  nowMs: root.nowMs,
});
