/** The AI-mask pop-up in the atlas: settings that show it, inactive ones, none (or already seen), a failed call; closed or followed. */
import type { AiMaskPopup } from '../../contracts/ai-mask.ts';
import { aiMaskPopupMachine } from '../../machines/ai-mask-popup.machine.ts';
import { defineAtlasEntry } from './define.ts';

const settings: AiMaskPopup = {
  isActive: true,
  title: 'AI Engine: the scene in your own room',
  text: 'Our AI engine removes the background frame by frame.',
  video: { src: '/media/clips/preview-3.webm', poster: '' },
  buttonText: 'Try AR Videos',
  buttonLink: '/try-ar/',
  delaySeconds: 4,
  position: 'center center',
  persistent: false,
};

export const aiMaskPopupEntry = defineAtlasEntry({
  id: 'ai-mask-popup',
  title: 'AI-mask pop-up',
  spec: ["000 §2.4 'Video page' (AI-mask videos use the AI-mask pop-up settings)", "000 §7 'GET /aima{secret}'", "000 §8 'AI-mask pop-up'"],
  description:
    "On an AI-mask video's page (transparency mode 3) the pop-up settings are loaded; active ones open the pop-up after their delay, once per browser session. Closing it or following its button marks it seen. Inactive settings, none, or a failed call show nothing.",
  area: 'catalogue',
  lifetime: 'screen',
  machine: aiMaskPopupMachine,
  inputs: { visitor: {} },
  events: [
    { type: 'CLOSED' },
    { type: 'FOLLOWED' },
    { type: 'xstate.done.actor.loadSettings', output: settings },
    { type: 'xstate.done.actor.loadSettings', output: { ...settings, isActive: false } },
    { type: 'xstate.done.actor.loadSettings', output: null },
    { type: 'xstate.error.actor.loadSettings', error: new Error('Network error') },
  ],
  fakeActors: ['loadSettings'],
  delays: { showDelay: settings.delaySeconds * 1000 },
});
