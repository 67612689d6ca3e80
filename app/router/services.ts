/**
 * What route loaders and the visit's actors use, created per request on the server and once in the
 * browser (the composition root wires adapters here; views never see them).
 */
import type { createAdapters } from '../../adapters/index.ts';
import type { CookieJar } from '../../adapters/cookies.ts';
import type { Logger } from '../../adapters/log.ts';
import type { SvgLoader } from '../../adapters/svg.ts';
import type { PublicConfig } from '../config/env.ts';

export type Adapters = ReturnType<typeof createAdapters>;

export interface Services {
  config: PublicConfig;
  site: Adapters['site'];
  content: Adapters['content'];
  tokens: Adapters['tokens'];
  refresh: Adapters['refresh'];
  cookies: CookieJar;
  log: Logger;
  nowMs: () => number;
  /** Inline SVG text of a logo or icon permalink ('' when it is not an SVG). */
  svg: SvgLoader;
  /** 'forced-logout' when the HTTP layer logged the user out (401 after a failed refresh, 465). */
  events: EventTarget;
}

export interface RouterContext {
  services: Services;
}
