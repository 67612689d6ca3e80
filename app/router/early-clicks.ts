/**
 * The first touch is never lost: an inline script in the document's head (so it runs before any button of the body
 * exists, whatever the server's stream and the network do) that holds a click on a server-rendered button the app
 * has not hydrated yet (no React props on it), or made before the app has started (app/router/app-started.tsx), and
 * replays it on that same button once both are done. A submit button of a form is not held: the browser posts its
 * form (the 18+ splash's 'I Agree', the login form), which works without the app. Past `EARLY_CLICK_HOLD_MS` (the
 * app did not start: its code blocked or failed) clicks pass as they come.
 */
import { APP_STARTED_ATTRIBUTE } from '../../domain/constants.ts';

export const EARLY_CLICK_HOLD_MS = 20_000;

export const EARLY_CLICKS_SCRIPT = [
  '(()=>{',
  'const since=Date.now();',
  'const held=[];',
  "const hydrated=(el)=>Object.keys(el).some((key)=>key.startsWith('__reactProps$'));",
  `const started=()=>document.documentElement.hasAttribute('${APP_STARTED_ATTRIBUTE}');`,
  `const holding=()=>Date.now()-since<${EARLY_CLICK_HOLD_MS};`,
  'const replay=()=>{',
  'for(const button of held.slice())if((started()&&hydrated(button))||!button.isConnected){held.splice(held.indexOf(button),1);if(button.isConnected)button.click()}',
  'if(held.length>0&&holding())setTimeout(replay,50)};',
  "document.addEventListener('click',(event)=>{",
  "const button=event.target instanceof Element?event.target.closest('button'):null;",
  "if(!button||(button.type==='submit'&&button.form)||(started()&&hydrated(button))||!holding())return;",
  'event.preventDefault();event.stopImmediatePropagation();',
  'if(!held.includes(button))held.push(button);',
  'if(held.length===1)setTimeout(replay,50)},true);',
  '})()',
].join('');
