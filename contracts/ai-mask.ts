/**
 * The AI-mask pop-up settings (spec 000 §2.4 'Videos whose transparency mode is 3 are AI-mask videos and use the
 * AI-mask pop-up settings', §7 'GET /aima{secret}: item', §8 'AI-mask pop-up'): the pop-up an AI-mask video's page
 * opens, with a short clip showing what the AI engine does, its texts and its button. `{secret}` is the unlisted
 * suffix the site is configured with (AI_MASK_SECRET). The spec names the call and its `item` only; the fields are
 * this project's, in the shape of the spec's popups (000 §2.3 'Popups can be positioned …; a persistent popup does
 * not close on outside click').
 */
import { z } from 'zod/mini';
import { POPUP_POSITIONS } from './common.ts';

/** The suffix of the demo's settings call; a real site is configured with its CMS's (AI_MASK_SECRET). */
export const DEFAULT_AI_MASK_SECRET = 'x7k2demo';

export const AiMaskPopup = z.object({
  /** Off: no pop-up on any AI-mask video. */
  isActive: z.boolean(),
  title: z.string().check(z.minLength(1)),
  text: z._default(z.string(), ''),
  /** The clip the pop-up loops, muted (a URL of the content host), and its poster; none: the text alone. */
  video: z._default(z.nullable(z.object({ src: z.string().check(z.minLength(1)), poster: z._default(z.string(), '') })), null),
  buttonText: z.string().check(z.minLength(1)),
  /** Where the button leads (an internal path or a URL). */
  buttonLink: z.string().check(z.minLength(1)),
  /** Seconds on the video page before it opens. */
  delaySeconds: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(600)), 0),
  position: z._default(z.enum(POPUP_POSITIONS), 'center center'),
  /** A persistent pop-up closes only by its close button, not by a click outside it or Escape. */
  persistent: z._default(z.boolean(), false),
});
export type AiMaskPopup = z.infer<typeof AiMaskPopup>;

/** GET {content}/aima{secret}: item, null when the CMS has none. */
export const AiMaskPopupAnswer = z.object({ item: z.nullable(AiMaskPopup) });
