/**
 * The page of the messenger benchmark (./messenger.ts bundles it and runs it in Chromium): the real open chat
 * (machines/messenger-chat.machine.ts) holding 10,000 messages (60 days, alternating senders, varied lengths, some
 * tips, all read), rendered by the real chat view (views/messenger/ChatScreen.tsx and its virtualised MessageList) in a
 * panel of 380 × 600 with React, production build. Only the provider's side effects are fakes.
 *
 * - `window.runMessengerAppend(runs)`: each run sends MESSAGE_ARRIVED with a new newest message and answers the ms
 *   from just before `actor.send` until the new message's row is in the document and laid out: the machine's update,
 *   React's render and commit (in a microtask; its layout effects scroll the list to its new end), the list's second
 *   render that brings the new row in (in a scheduler task), then a forced layout. A MutationObserver on the list
 *   resolves once the row is there. Between runs, two animation frames let the list measure and settle (not timed).
 * - `window.runMessengerScroll(stepPx)`: scrolls the conversation from the bottom to the top, `stepPx` a frame (the list
 *   asks for older messages at the top and gets none: all are loaded), and answers the JS heap (after a forced GC) and
 *   the rows in the page at the start, every 10 % of the entries scrolled past and the end.
 */
import { createRoot } from 'react-dom/client';
import { createActor, fromPromise } from 'xstate';
import type { MessengerChat, MessengerMessage } from '../../contracts/messenger.ts';
import {
  type MessagesPage,
  type MessagesRequest,
  type ReadOutcome,
  type ReadRequest,
  type SendRequest,
  messengerChatMachine,
} from '../../machines/messenger-chat.machine.ts';
import { tipMachine } from '../../machines/tip.machine.ts';
import { ChatScreen } from '../../views/messenger/ChatScreen.tsx';

const COUNT = 10_000;
const DAYS = 60;
const SELF = { id: 'u-member-1', name: 'velvet_fan' };
const MODEL_ID = 'm-7';
const WORDS = 'hey there how was your day I loved the last show you are amazing see you tonight maybe later'.split(' ');

const chat: MessengerChat = {
  id: '7',
  unread_count: 0,
  last_message: null,
  participant: {
    user_id: MODEL_ID,
    username: 'Model7',
    avatar: '',
    is_online: true,
    model_nickname: 'Model7',
    reverse_block_data: { is_blocked: false },
    reverse_mute_data: { is_muted: false },
  },
};

/** Message `i`: alternating senders, 1 to 60 words, a tip every 37th; read when sent. */
function message(i: number, sentMs: number): MessengerMessage {
  const sent_at = new Date(sentMs).toISOString();
  const sender_id = i % 2 === 0 ? MODEL_ID : SELF.id;
  if (i % 37 === 0) {
    const amount = [10, 20, 50][i % 3] ?? 10;
    return { id: `msg-${i}`, type: 'tip', sender_id, content: '', sent_at, read_at: sent_at, attachments: [{ type: 'tip', meta: { amount } }] };
  }
  // Mostly a line or two, every tenth a long one (up to 60 words).
  const length = i % 10 === 5 ? 20 + ((i * 7919) % 41) : 1 + ((i * 7919) % 14);
  const content = Array.from({ length }, (_, w) => WORDS[(i + w) % WORDS.length]).join(' ');
  return { id: `msg-${i}`, type: 'regular', sender_id, content, sent_at, read_at: sent_at, attachments: [] };
}

const startMs = Date.now() - DAYS * 24 * 3_600_000;
const stepMs = Math.floor((DAYS * 24 * 3_600_000) / COUNT);
const history = Array.from({ length: COUNT }, (_, i) => message(i, startMs + i * stepMs));

const actor = createActor(
  messengerChatMachine.provide({
    actors: {
      // The whole history as the newest page; the page before it is empty (the chat's beginning: paging ends).
      loadMessages: fromPromise<MessagesPage, MessagesRequest>(async ({ input }) => (input.relatedID === null ? history : [])),
      readMessage: fromPromise<ReadOutcome, ReadRequest>(async () => ({ readAt: new Date().toISOString() })),
      sendMessage: fromPromise<MessengerMessage | null, SendRequest>(async () => null),
      tip: tipMachine,
    },
  }),
  { input: { chat, selfId: SELF.id, selfName: SELF.name } },
);
actor.start();

const container = document.getElementById('root') as HTMLElement;
createRoot(container).render(
  <section className="messenger" aria-label="Messenger">
    <div className="messenger__body">
      <ChatScreen chatView={actor} chat={chat} self={SELF} nowMs={Date.now()} timeZone="UTC" />
    </div>
  </section>,
);

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/**
 * The end of the next frame (its rendering done), where a user's scroll comes in. A scroll written inside
 * requestAnimationFrame would be undone by the list's own corrections in that frame (the virtualizer writes the offset
 * of the last scroll event plus the rows' measured growth), losing every other step.
 */
const afterFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const list = async (): Promise<HTMLElement> => {
  for (;;) {
    const el = document.querySelector<HTMLElement>('.messenger-list');
    if (el && !el.hasAttribute('aria-busy') && el.querySelector('.messenger-list__row')) return el;
    await frame();
  }
};
const rowsInPage = () => document.querySelectorAll('.messenger-list__row').length;

/** Resolves once `selector` matches in `root` (checked now, then on every mutation of the list). */
function shown(root: HTMLElement, selector: string): Promise<void> {
  return new Promise((resolve) => {
    if (root.querySelector(selector)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.querySelector(selector)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

let appended = 0;
window.runMessengerAppend = async (runs) => {
  const el = await list();
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const next = message(COUNT + appended, Date.now());
    appended++;
    const start = performance.now();
    actor.send({ type: 'MESSAGE_ARRIVED', message: next });
    await shown(el, `time[datetime="${next.sent_at}"]`);
    void el.offsetHeight;
    times.push(performance.now() - start);
    await frame();
    await frame();
  }
  return times;
};

type HeapSample = { at: string; heapBytes: number; rows: number };
const heap = () => (performance as Performance & { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
const sample = async (at: string): Promise<HeapSample> => {
  await frame();
  (window as Window & { gc?: () => void }).gc?.();
  return { at, heapBytes: heap(), rows: rowsInPage() };
};

/** The history's entries above the rows in the page (the lowest row index there). */
const topIndex = () => Math.min(...[...document.querySelectorAll<HTMLElement>('.messenger-list__row')].map((row) => Number(row.dataset.index)));

window.runMessengerScroll = async (stepPx) => {
  const el = await list();
  el.scrollTop = el.scrollHeight;
  await frame();
  const samples = [await sample('start')];
  const entries = topIndex() + rowsInPage();
  let mark = 1;
  let maxRows = rowsInPage();
  let frames = 0;
  while (el.scrollTop > 0 && frames++ < 100_000) {
    el.scrollTop = Math.max(0, el.scrollTop - stepPx);
    await afterFrame();
    maxRows = Math.max(maxRows, rowsInPage());
    // The way done: the share of the entries scrolled past (the rows are measured as they come, so the list's
    // height changes on the way).
    const done = 1 - topIndex() / entries;
    while (mark < 10 && done >= mark / 10) samples.push(await sample(`${mark++ * 10} %`));
  }
  while (mark < 10) samples.push(await sample(`${mark++ * 10} %`));
  samples.push(await sample('end'));
  return { samples, maxRows, frames, messages: actor.getSnapshot().context.messages.length };
};

declare global {
  interface Window {
    runMessengerAppend(runs: number): Promise<number[]>;
    runMessengerScroll(stepPx: number): Promise<{ samples: HeapSample[]; maxRows: number; frames: number; messages: number }>;
  }
}
