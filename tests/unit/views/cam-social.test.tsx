// @vitest-environment jsdom
/**
 * The room's social island's views (spec 002 §2.4, §5, §9): the composer (placeholder, 400-character limit, Enter sends,
 * paste as plain text, the disabled placeholder with its lock, the emoji toggle) bound to its machine as the room and the
 * messenger bind it (views/cams/BoundComposer.tsx), and the tip widget (preset labels, a press, the custom tip sent with
 * Enter).
 */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { composerMachine } from '../../../machines/composer.machine.ts';
import { CHAT_UNAVAILABLE, MESSAGE_MAX } from '../../../domain/composer.ts';
import { BoundComposer } from '../../../views/cams/BoundComposer.tsx';
import { RoomChat } from '../../../views/cams/RoomChat.tsx';
import { TipWidget } from '../../../views/cams/TipWidget.tsx';
import { BoundTip } from '../../../views/cams/BoundTip.tsx';
import { tipMachine } from '../../../machines/tip.machine.ts';
import { firstSnapshot } from '../../../machines/first-snapshot.ts';
import { standInActor } from '../../../app/system/stand-in-actor.ts';
import { mountedViews } from './mount.ts';

const { mount, host } = mountedViews();

function startComposer() {
  const submitted: string[] = [];
  const actor = createActor(composerMachine.provide({ actions: { submit: (_, p) => void submitted.push(p.text) } }), {
    input: { showErrors: false },
  });
  actor.start();
  mount(<BoundComposer composer={actor} />);
  return { actor, submitted };
}

const field = () => host().querySelector('textarea') as HTMLTextAreaElement;
const type = (text: string) => {
  const el = field();
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(el, text);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const key = (k: string, shiftKey = false) =>
  act(() => {
    field().dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
  });

describe('Composer', () => {
  it("shows 'Send a message', a 'Send' button and an emoji toggle, and keeps to 400 characters", () => {
    startComposer();
    expect(field().placeholder).toBe('Send a message');
    expect(field().maxLength).toBe(MESSAGE_MAX);
    expect([...host().querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())).toEqual(['Emoji', 'Send']);
    expect(host().querySelector('[aria-label="Emoji"]')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('sends the trimmed text with Enter, not with Shift+Enter, and once at a time', () => {
    const { actor, submitted } = startComposer();
    type('  hello there ');
    key('Enter', true);
    expect(submitted).toEqual([]);
    key('Enter');
    key('Enter');
    expect(submitted).toEqual(['hello there']);
    act(() => actor.send({ type: 'SEND_SETTLED', ok: true }));
    expect(field().value).toBe('');
  });

  it('pastes plain text only, HTML line breaks as newlines, files ignored', () => {
    startComposer();
    const paste = (data: Record<string, string>, files = 0) =>
      act(() => {
        const event = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
        event.clipboardData = { getData: (t: string) => data[t] ?? '', files: { length: files } };
        field().dispatchEvent(event);
      });
    paste({ 'text/html': 'one<br>two <b>bold</b>' });
    expect(field().value).toBe('one\ntwo bold');
    paste({}, 1);
    expect(field().value).toBe('one\ntwo bold');
  });

  it("when disabled reads 'The chat is unavailable.' with a lock, and its text is cleared", () => {
    const { actor } = startComposer();
    type('draft');
    act(() => actor.send({ type: 'DISABLED_CHANGED', disabled: true }));
    expect(field().placeholder).toBe(CHAT_UNAVAILABLE);
    expect(field().disabled).toBe(true);
    expect(field().value).toBe('');
    expect(host().querySelector('.composer__lock')).not.toBeNull();
  });
});

describe('TipWidget', () => {
  it('labels presets with K/M cuts, sends a press, and sends the custom tip with Enter', () => {
    const onPreset = vi.fn();
    const onCustomSubmit = vi.fn();
    const onAmountChange = vi.fn();
    mount(
      <TipWidget
        presets={[100, 1250, 2_500_000]}
        amount="12"
        busy={false}
        onPreset={onPreset}
        onAmountChange={onAmountChange}
        onCustomSubmit={onCustomSubmit}
      />,
    );
    const presets = [...host().querySelectorAll('.tip-widget__preset')];
    expect(presets.map((b) => b.textContent)).toEqual(['100', '1.2K', '2.5M']);
    expect(presets.map((b) => b.getAttribute('aria-label'))).toEqual(['Tip 100 tokens', 'Tip 1250 tokens', 'Tip 2500000 tokens']);
    act(() => (presets[1] as HTMLButtonElement).click());
    expect(onPreset).toHaveBeenCalledWith(1250);
    const input = host().querySelector('input[aria-label="Custom Tip"]') as HTMLInputElement;
    expect(input.placeholder).toBe('Custom Tip');
    act(() => input.form?.requestSubmit());
    expect(onCustomSubmit).toHaveBeenCalledTimes(1);
    expect(host().querySelector('[aria-label="Send tip"]')).not.toBeNull();
  });
});

describe('BoundTip', () => {
  it("keeps the custom tip field disabled while it is drawn from the server's snapshot, and enables it once the machine has come", () => {
    const machine = createActor(tipMachine, { input: { modelId: 'm1', inChat: true } });
    const own = machine.getSnapshot();
    const standIn = standInActor(firstSnapshot(own.value, own.context, [...own.tags]), () => {});
    const view = mount(<BoundTip tip={standIn as never} presets={[10, 20]} />);
    const field = () => view.querySelector<HTMLInputElement>('input[aria-label="Custom Tip"]');
    // What is typed would be drawn back until the machine keeps it.
    expect(field()?.disabled).toBe(true);
    act(() => standIn.take(machine));
    expect(field()?.disabled).toBe(false);
    machine.stop();
  });
});

describe('RoomChat', () => {
  it('is a polite log; tips are styled apart and the model marked', () => {
    const at = 1;
    mount(
      <RoomChat
        hasNewMessages={false}
        onRead={() => {}}
        messages={[
          { id: '1', userId: 'm', username: 'Luna', fromModel: true, kind: 'message', text: 'Hi all', amount: 0, title: '', at },
          { id: '2', userId: 'u', username: 'fan', fromModel: false, kind: 'tip', text: '', amount: 25, title: '', at },
        ]}
      />,
    );
    const log = host().querySelector('[role="log"]');
    expect(log?.getAttribute('aria-live')).toBe('polite');
    expect(host().querySelector('.room-chat__line--model')?.textContent).toContain('Hi all');
    expect(host().querySelector('.room-chat__line--tip')?.textContent).toContain('tipped 25 tokens');
  });
});
