// @vitest-environment jsdom
/**
 * The early-click holder (app/router/early-clicks.ts) as the page runs it: a click on a server-rendered button the app
 * has not hydrated, or made before the app has started, is held and carried out once both are done, on that button or,
 * where the app rendered the part anew, on the button that took its place. The browser's own end to end run is
 * tests/e2e/early-clicks.test.ts; this file makes the cases a browser only meets under load happen on purpose.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_SCRIPT, EARLY_CLICK_HOLD_MS } from '../../../app/router/early-clicks.ts';
import { APP_STARTED_ATTRIBUTE } from '../../../domain/constants.ts';

/** A server-rendered button (no React props yet) that counts the clicks it is given. */
function serverButton(label: string, className = 'btn tip') {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  const clicks = { count: 0 };
  button.addEventListener('click', () => clicks.count++);
  return { button, clicks };
}

/** React hydrates a button: it holds React's props from then on. */
const hydrate = (button: HTMLButtonElement) => Object.assign(button, { __reactProps$test: {} });
const startApp = () => document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');

beforeAll(() => {
  vi.useFakeTimers();
  // The holder's inline script, run once, as the document's head runs it.
  new Function(EARLY_CLICKS_SCRIPT)();
});

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
});

describe('a click before the app has started', () => {
  it('is held, then carried out once on the same button when it is hydrated and the app has started', () => {
    const { button, clicks } = serverButton('Tip 2 tokens');
    document.body.append(button);
    button.click();
    button.click();
    vi.advanceTimersByTime(200);
    expect(clicks.count).toBe(0);
    hydrate(button);
    vi.advanceTimersByTime(200);
    expect(clicks.count).toBe(0);
    startApp();
    vi.advanceTimersByTime(100);
    expect(clicks.count).toBe(1);
  });

  it('goes to the button that took its place when the app rendered the part anew, at the same place among its like', () => {
    const first = serverButton('Tip 2 tokens');
    const second = serverButton('Tip 2 tokens');
    const other = serverButton('Tip 3 tokens');
    const island = document.createElement('div');
    island.append(first.button, second.button, other.button);
    document.body.append(island);
    second.button.click();
    startApp();
    vi.advanceTimersByTime(200);
    // The app throws the server's part away and renders its own: for a moment there is nothing.
    island.replaceChildren();
    vi.advanceTimersByTime(200);
    const fresh = [serverButton('Tip 2 tokens'), serverButton('Tip 2 tokens'), serverButton('Tip 3 tokens')];
    for (const { button } of fresh) island.append(hydrate(button));
    vi.advanceTimersByTime(100);
    expect(fresh.map(({ clicks }) => clicks.count)).toEqual([0, 1, 0]);
    expect([first, second, other].map(({ clicks }) => clicks.count)).toEqual([0, 0, 0]);
  });

  it('lets a click through as it comes once the app is live, and lets a form post itself', () => {
    const live = serverButton('Open menu');
    document.body.append(hydrate(live.button));
    startApp();
    live.button.click();
    expect(live.clicks.count).toBe(1);
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    const form = document.createElement('form');
    const agree = serverButton('I Agree');
    agree.button.type = 'submit';
    form.append(agree.button);
    form.addEventListener('submit', (event) => event.preventDefault());
    document.body.append(form);
    agree.button.click();
    expect(agree.clicks.count).toBe(1);
  });

  it('stops holding when the app has not started in time: a later click passes as it comes', () => {
    const held = serverButton('Tip 2 tokens');
    document.body.append(held.button);
    held.button.click();
    vi.advanceTimersByTime(EARLY_CLICK_HOLD_MS + 100);
    const late = serverButton('Tip 3 tokens');
    document.body.append(late.button);
    late.button.click();
    expect(late.clicks.count).toBe(1);
    expect(held.clicks.count).toBe(0);
  });
});
