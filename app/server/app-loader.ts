/**
 * How the server HTML starts the app: as soon as the document is parsed.
 *
 * The HTML names every chunk the page needs (the entry's and the matched route's screen chunks, one
 * `<script type="application/json" data-app-chunks>` list per route) and ends with a small inline loader, which
 * adds a `modulepreload` for every listed chunk at once and imports the entry: all of them are fetched side by side
 * (no request chain). Until the app has started the page is usable as HTML: links are plain anchors, the forms (the
 * login form, the 18+ splash's 'I Agree') post without JavaScript, and a click on any other button is held for the
 * app (`appLoader`). The links carry the loader's own CSP nonce (security-headers.ts), so the page's
 * Content-Security-Policy lets them load.
 */
import type { ManifestScript } from '@tanstack/router-core';
import { APP_STARTED_ATTRIBUTE } from '../../domain/constants.ts';

export const CHUNK_LIST_ATTRIBUTE = 'data-app-chunks';

/** The listed chunks of a route, read by the loader (a data block: the browser does not run it). */
export const chunkList = (files: readonly string[]): ManifestScript => ({
  attrs: { type: 'application/json', [CHUNK_LIST_ATTRIBUTE]: '' },
  children: JSON.stringify(files),
});

/**
 * How long after the page starts a click on a server-rendered button the app has not hydrated yet is held for it.
 * Past it (the app did not start: its code blocked or failed) clicks pass as they come.
 */
export const EARLY_CLICK_HOLD_MS = 20_000;

/**
 * The inline script that starts the app at once. Meanwhile a click on a server-rendered button that the app has not
 * hydrated yet (no React props on it), or before the app has started (app/router/app-started.tsx), is held, and
 * replayed on that same button once both are done, so the visitor's first touch is never lost. A submit button of a form is not held: the browser posts its form (the 18+
 * splash's 'I Agree', the login form), which works without the app.
 */
export function appLoader(entry: string): ManifestScript {
  const code = [
    '(()=>{',
    "const nonce=document.currentScript?.nonce??'';",
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
    `for(const list of document.querySelectorAll('script[${CHUNK_LIST_ATTRIBUTE}]'))for(const href of JSON.parse(list.textContent||'[]')){`,
    "const link=document.createElement('link');link.rel='modulepreload';link.href=href;link.nonce=nonce;document.head.append(link)}",
    `import(${JSON.stringify(entry)})`,
    '})()',
  ].join('');
  return { attrs: {}, children: code };
}
