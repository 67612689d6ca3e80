/** The cookie banner in the atlas: no prior choice, either choice made before, a session from the VR app. */
import { cookieConsentMachine } from '../../machines/cookie-consent.machine.ts';
import { defineAtlasEntry } from './define.ts';

export const cookieConsentEntry = defineAtlasEntry({
  id: 'cookie-consent',
  title: 'Cookie banner',
  spec: ["000 §2.3 'Cookie banner'", '000 §9 cookie choice 1 year or the session, banner delay 1 s'],
  description:
    'Shown 1 s after load when no prior choice exists and the session is not from the VR app; Accept is remembered 1 year, Reject for the browser session.',
  area: 'chrome',
  lifetime: 'visit',
  machine: cookieConsentMachine,
  inputs: {
    'no prior choice': { choice: null, fromApp: false },
    'accepted before': { choice: 'accepted', fromApp: false },
    'rejected before': { choice: 'rejected', fromApp: false },
    'from the VR app': { choice: null, fromApp: true },
  },
  events: [{ type: 'ACCEPT_CLICKED' }, { type: 'REJECT_CLICKED' }],
});
