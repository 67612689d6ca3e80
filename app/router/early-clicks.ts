/**
 * The first touch is never lost: an inline script in the document's head (so it runs before any button of the body
 * exists, whatever the server's stream and the network do) that holds a click on a server-rendered button the app
 * has not hydrated yet (no React props on it), or made before the app has started (app/router/app-started.tsx), and
 * replays it on that button once both are done. Where the app rendered the button anew instead of hydrating it (a lazy
 * island whose props changed before its code came: React then replaces the server's part), the click goes to the
 * button that took its place: the same class and name, at the same place among the buttons so named. A submit button
 * of a form is not held: the browser posts its form (the 18+ splash's 'I Agree', the login form), which works without
 * the app. Past `EARLY_CLICK_HOLD_MS` (the app did not start: its code blocked or failed) clicks pass as they come.
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
  // A button is known by its class and its name, and by its place among the buttons known so.
  "const keyOf=(el)=>el.className+'|'+(el.getAttribute('aria-label')??el.textContent.trim());",
  "const alike=(key)=>Array.from(document.querySelectorAll('button')).filter((el)=>keyOf(el)===key);",
  'const replay=()=>{',
  'for(const hold of held.slice()){',
  'const button=hold.button.isConnected?hold.button:alike(hold.key)[hold.nth];',
  'if(button&&started()&&hydrated(button)){held.splice(held.indexOf(hold),1);button.click()}}',
  'if(held.length>0&&holding())setTimeout(replay,50)};',
  "document.addEventListener('click',(event)=>{",
  "const button=event.target instanceof Element?event.target.closest('button'):null;",
  "if(!button||(button.type==='submit'&&button.form)||(started()&&hydrated(button))||!holding())return;",
  'event.preventDefault();event.stopImmediatePropagation();',
  'if(!held.some((hold)=>hold.button===button)){const key=keyOf(button);held.push({button,key,nth:alike(key).indexOf(button)})}',
  'if(held.length===1)setTimeout(replay,50)},true);',
  '})()',
].join('');
