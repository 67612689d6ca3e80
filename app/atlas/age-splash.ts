/** The 18+ splash in the atlas: first visits, a return visit and the /tour/ route that agrees by itself. */
import { ageSplashMachine } from '../../machines/age-splash.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const ageSplashEntry = defineAtlasEntry({
  id: 'age-splash',
  title: '18+ splash screen',
  spec: ["000 §2.3 '18+ splash screen'", '000 §9 age (18+) cookie 30 days'],
  description:
    "Shown until the visitor agrees: 'I Agree' sets the age cookie for 30 days and hides the screen; the /tour/ route sets the cookie by itself.",
  area: 'chrome',
  lifetime: 'visit',
  machine: ageSplashMachine,
  inputs: {
    'first visit on /': { agreed: false, path: '/' },
    'agreed before': { agreed: true, path: '/videos/' },
    'first visit on /tour/': { agreed: false, path: '/tour/' },
  },
  events: [{ type: 'AGREE_CLICKED' }, { type: 'ROUTE_CHANGED', path: '/videos/' }, { type: 'ROUTE_CHANGED', path: '/tour/' }],
});
