/**
 * An AI-mask video's pop-up (machines/ai-mask-popup.machine.ts; spec 000 §2.4, §7 GET /aima{secret}): its settings
 * through the content adapter (which logs a failure and never throws), none once this browser session has seen it (a
 * session flag, set when it closes).
 */
import { fromPromise } from 'xstate';
import type { ContentApi } from '../../adapters/content-api.ts';
import { sessionFlag } from '../../adapters/session-flags.ts';
import { aiMaskPopupMachine } from '../../machines/ai-mask-popup.machine.ts';
import type { PublicConfig } from '../config/env.ts';
import { defineScreenMachine } from './define.ts';

/** The session flag (sessionStorage key) of the AI-mask pop-up: seen in this browser session. */
export const AI_MASK_SEEN_FLAG = 'aima_popup_seen';
const aiMaskSeen = sessionFlag(AI_MASK_SEEN_FLAG);

export const aiMaskPopup = defineScreenMachine({
  id: 'aiMaskPopup',
  machine: aiMaskPopupMachine,
  provide: ({ content, config }: { content: Pick<ContentApi, 'aiMaskPopup'>; config: Pick<PublicConfig, 'aiMaskSecret'> }) =>
    aiMaskPopupMachine.provide({
      actions: { markSeen: () => aiMaskSeen.set() },
      actors: { loadSettings: fromPromise(async () => (aiMaskSeen.isSet() ? null : content.aiMaskPopup(config.aiMaskSecret))) },
    }),
});
