// @vitest-environment jsdom
/**
 * The messenger's views (spec 002 §2.6, §4.9): the header button's name and badge, the chat list (each chat's name,
 * unread count and preview, a tip's preview), the panel's frame in the list, in a chat and minimized, the message list's
 * reading by visibility (the lowest of the participant's messages at least half visible), and the containers bound to the
 * visit's messenger: the button appears with chats, toggles the panel, the panel's list opens a chat and Close hides it.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { messengerChat, messengerMessage } from '../../../app/atlas/messenger.ts';
import type { MessengerChat, MessengerMessage } from '../../../contracts/messenger.ts';
import {
  type MessagesPage,
  type MessagesRequest,
  type ReadOutcome,
  type ReadRequest,
  type SendRequest,
  messengerChatMachine,
} from '../../../machines/messenger-chat.machine.ts';
import { type LoginOutcome, messengerMachine } from '../../../machines/messenger.machine.ts';
import { chatEntries } from '../../../domain/messenger-messages.ts';
import { membershipFlags, visitorGroup } from '../../../domain/membership.ts';
import { MessengerPanelSlot } from '../../../views/containers/MessengerPanelSlot.tsx';
import { MessengerSlot } from '../../../views/containers/MessengerSlot.tsx';
import { type Visit, VisitContextProvider } from '../../../views/containers/VisitContext.tsx';
import { ChatList } from '../../../views/messenger/ChatList.tsx';
import { MessageList } from '../../../views/messenger/MessageList.tsx';
import { MessengerButton } from '../../../views/messenger/MessengerButton.tsx';
import { MessengerPanel } from '../../../views/messenger/MessengerPanel.tsx';
import { mountedViews } from './mount.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// After the hook above: afterEach hooks run last-registered first, so the view is unmounted before the stubs go.
const { mount, rerender, host } = mountedViews();
const buttons = () => [...host().querySelectorAll('button')];
/** An element's text as a screen reader gets it: what is aria-hidden left out. */
const spokenText = (el: Element): string => {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
};
const button = (name: string | RegExp) =>
  buttons().find((b) => {
    const label = b.getAttribute('aria-label') ?? spokenText(b);
    return typeof name === 'string' ? label === name : name.test(label);
  });
const press = async (el: Element | undefined) => {
  if (!el) throw new Error('no such control');
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
};
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const SELF = { id: 'u-member-1', name: 'velvet_fan' };
const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('MessengerButton', () => {
  it("says the exact unread count in its name, shows '9+' above 9, and toggles", async () => {
    const onToggle = vi.fn();
    mount(<MessengerButton unread={12} badge="9+" expanded={false} onToggle={onToggle} />);
    const el = button('Messages, 12 unread');
    expect(el?.getAttribute('aria-expanded')).toBe('false');
    expect(host().querySelector('.messenger-button__badge')?.textContent).toBe('9+');
    await press(el);
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<MessengerButton unread={0} badge="" expanded onToggle={onToggle} />);
    expect(button('Messages')?.getAttribute('aria-expanded')).toBe('true');
    expect(host().querySelector('.messenger-button__badge')).toBeNull();
  });
});

describe('ChatList', () => {
  const tipChat = messengerChat('4', {
    last_message: messengerMessage('401', { sender_id: SELF.id, attachments: [{ type: 'tip', meta: { amount: 20 } }] }),
  });
  const unreadChat = messengerChat('3', { unread_count: 12 });
  it("names each chat by what it shows: participant, preview (a tip: '{user} have sent N tokens'), time, unread count; and opens it", async () => {
    const onSelect = vi.fn();
    mount(
      <ChatList
        chats={[unreadChat, tipChat]}
        self={SELF}
        nowMs={NOW}
        timeZone="UTC"
        roomPathOf={(chat) => `/vr-cam-girls/${chat.participant.model_nickname}/`}
        onSelect={onSelect}
      />,
    );
    // Each button is named by what it shows, in that order (WCAG 2.5.3), the badge's count said as unread.
    const chats = [...host().querySelectorAll('.messenger-chats__open')];
    expect(chats.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Model3, Message 301, a few seconds ago, 9+ unread',
      'Model4, velvet_fan have sent 20 tokens, a few seconds ago',
    ]);
    expect(host().querySelector('.messenger-chats__unread')?.textContent).toBe('9+');
    expect(button('Chat with Model3: more')).toBeDefined();
    await press(button(/^Model4/));
    expect(onSelect).toHaveBeenCalledWith('4');
  });
});

describe('MessengerPanel', () => {
  const frame = (props: Partial<React.ComponentProps<typeof MessengerPanel>>) => (
    <MessengerPanel
      minimized={false}
      chat={null}
      canGoBack
      onBack={vi.fn()}
      onToggleMinimize={vi.fn()}
      onHeaderPress={vi.fn()}
      onClose={vi.fn()}
      {...props}
    >
      <p>body</p>
    </MessengerPanel>
  );

  it("reads 'Messages' in the list, with Minimize and Close, and no Back", () => {
    mount(frame({}));
    expect(host().querySelector('h2')?.textContent).toBe('Messages');
    expect([button('Minimize'), button('Close'), button('Back')].map(Boolean)).toEqual([true, true, false]);
  });

  it("in a chat shows the participant, 'Online' or 'Offline', a letter for a blocked chat, and Back disabled without chats", () => {
    mount(frame({ chat: { name: 'Aria Vale', avatar: '/a.png', letter: true, online: false, roomPath: '/vr-cam-girls/aria/' }, canGoBack: false }));
    expect(host().querySelector('h2')?.textContent).toBe('Aria Vale');
    expect(host().textContent).toContain('Offline');
    expect(host().querySelector('.messenger-avatar--letter')?.getAttribute('data-letter')).toBe('A');
    expect(host().querySelector('img')).toBeNull();
    expect(button('Back')?.disabled).toBe(true);
  });

  it('minimized: the body is hidden, the title is a button that shows the panel, and the toggle reads Restore', async () => {
    const onHeaderPress = vi.fn();
    const onToggleMinimize = vi.fn();
    mount(frame({ minimized: true, onHeaderPress, onToggleMinimize }));
    expect((host().querySelector('.messenger__body') as HTMLElement).hidden).toBe(true);
    await press(button('Messages'));
    expect(onHeaderPress).toHaveBeenCalledTimes(1);
    await press(button('Restore'));
    expect(onToggleMinimize).toHaveBeenCalledTimes(1);
  });
});

describe('MessageList', () => {
  /** An IntersectionObserver the test drives: it reports what the test says is visible. */
  class FakeObserver {
    static last: FakeObserver | null = null;
    readonly watched = new Set<Element>();
    constructor(readonly callback: IntersectionObserverCallback) {
      FakeObserver.last = this;
    }
    observe(el: Element) {
      this.watched.add(el);
    }
    unobserve(el: Element) {
      this.watched.delete(el);
    }
    disconnect() {
      this.watched.clear();
    }
    show(ratios: Map<Element, number>) {
      const changes = [...ratios].map(
        ([target, ratio]) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry,
      );
      this.callback(changes, this as unknown as IntersectionObserver);
    }
  }

  it("reports the lowest of the participant's messages that became at least half visible, never the user's own", () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    // jsdom lays nothing out: the conversation is given the panel's size, so the virtual list renders its rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(380);
    const messages = [
      messengerMessage('1', { read_at: null }),
      messengerMessage('2', { sender_id: SELF.id }),
      messengerMessage('3', { read_at: null }),
      messengerMessage('4', { read_at: null }),
    ];
    const onSeen = vi.fn();
    mount(
      <div style={{ height: 600 }}>
        <MessageList
          entries={chatEntries(messages, { selfId: SELF.id, dividerBeforeId: '1', timeZone: 'UTC' })}
          selfName={SELF.name}
          participantName="Model7"
          loading={false}
          nowMs={NOW}
          timeZone="UTC"
          label="Conversation with Model7"
          onNearTop={vi.fn()}
          onSeen={onSeen}
        />
      </div>,
    );
    const observer = FakeObserver.last as FakeObserver;
    const rowOf = (text: string) => [...host().querySelectorAll('.messenger-list__row')].find((r) => r.textContent?.includes(text)) as Element;
    // Only the participant's three messages are watched (not the date, the divider or the user's own message).
    expect(observer.watched.size).toBe(3);
    expect(observer.watched.has(rowOf('Message 2'))).toBe(false);
    expect(host().textContent).toContain('New Messages');
    act(() =>
      observer.show(
        new Map([
          [rowOf('Message 1'), 1],
          [rowOf('Message 3'), 0.6],
          [rowOf('Message 4'), 0.4],
        ]),
      ),
    );
    expect(onSeen).toHaveBeenLastCalledWith('3');
    act(() => observer.show(new Map([[rowOf('Message 4'), 0.5]])));
    expect(onSeen).toHaveBeenLastCalledWith('4');
    expect(onSeen).toHaveBeenCalledTimes(2);
  });
});

describe('the messenger bound to the visit', () => {
  const CHATS: MessengerChat[] = [messengerChat('7', { unread_count: 3 }), messengerChat('8')];

  async function signedIn() {
    const loadMessages = vi.fn(
      async (_: { input: MessagesRequest }): Promise<MessagesPage> => [messengerMessage('701'), messengerMessage('702', { read_at: null })],
    );
    const machine = messengerMachine.provide({
      actors: {
        login: fromPromise<LoginOutcome, void>(async () => ({ clientId: SELF.id, clientSessionToken: 't' })),
        logout: fromPromise<void, void>(async () => undefined),
        loadChats: fromPromise<MessengerChat[] | null, void>(async () => CHATS),
        loadChat: fromPromise<MessengerChat | null, { chatId: string }>(async ({ input }) => CHATS.find((c) => c.id === input.chatId) ?? null),
        modelClientId: fromPromise<string | null, { modelId: string }>(async () => null),
        createChat: fromPromise<MessengerChat | null, { clientId: string }>(async () => null),
        chatView: messengerChatMachine.provide({
          actors: {
            loadMessages: fromPromise<MessagesPage, MessagesRequest>(loadMessages),
            readMessage: fromPromise<ReadOutcome, ReadRequest>(async () => null),
            sendMessage: fromPromise<MessengerMessage | null, SendRequest>(async () => null),
          },
        }),
      },
    });
    const messenger = createActor(machine, { input: { enabled: true, nowMs: NOW } }).start();
    messenger.send({
      type: 'VIEWER_CHANGED',
      facts: { signedIn: true, camAuthorised: true, signingIn: false, mayChat: true, balance: 100, userName: SELF.name },
    });
    messenger.send({ type: 'CAM_AUTHORISED', userName: SELF.name });
    await settle();
    // The messenger has arrived (the app loads it on demand: app/system/on-demand.ts).
    const onDemand = { get: (id: string) => (id === 'messenger' ? messenger : undefined), want: async () => messenger, subscribe: () => () => {} };
    // A member on a cam site: the header holds the button's place (MemberToolPlace) until the bound button's code is there.
    const flags = membershipFlags({ exp: 2_000_000_000, usc: 300, partners: [], vra: [], kind: 'standard', sub: 'u-1' }, null, 1_700_000_000);
    const facts = { flags, group: visitorGroup(flags), verifiedView: true, email: null };
    const session = createActor(
      createMachine({ context: { facts, claims: null, nowMs: NOW }, initial: 'on', states: { on: { tags: ['signedIn'] } } }),
    ).start();
    const visit = { onDemand, session, site: { camListSlug: 'vr-cam-girls', cams: true } } as unknown as Visit;
    mount(
      <VisitContextProvider value={visit}>
        <MessengerSlot />
        <MessengerPanelSlot />
      </VisitContextProvider>,
    );
    return { messenger, loadMessages };
  }

  it('shows the button with the unread count, toggles the panel, opens a chat from the list, and Close hides the panel', async () => {
    const { messenger, loadMessages } = await signedIn();
    // The bound button's code comes after the messenger: until then the inert place holds its room.
    await vi.waitFor(() => expect(button('Messages, 3 unread')).toBeDefined(), { timeout: 10_000 });
    const toggle = button('Messages, 3 unread');
    expect(host().querySelector('#messenger-panel')).toBeNull();
    await press(toggle);
    // The panel's code comes on first use: a busy worker may take more than the default second.
    await vi.waitFor(() => expect(host().querySelector('#messenger-panel h2')?.textContent).toBe('Messages'), { timeout: 10_000 });
    await press(button(/^Model7, .*, 3 unread$/));
    await vi.waitFor(() => expect(host().querySelector('#messenger-panel h2')?.textContent).toBe('Model7'));
    expect(loadMessages).toHaveBeenCalledWith(expect.objectContaining({ input: { chatId: '7', relatedID: null } }));
    await vi.waitFor(() => expect(host().querySelector('[aria-label="Conversation with Model7"]')).not.toBeNull());
    // The chat button pressed is gone: the focus is on the chat's heading, then back on the list's.
    expect(document.activeElement?.textContent).toBe('Model7');
    await press(button('Back'));
    expect(messenger.getSnapshot().context.currentChatId).toBeNull();
    expect(document.activeElement?.textContent).toBe('Messages');
    await press(button('Minimize'));
    expect((host().querySelector('.messenger__body') as HTMLElement).hidden).toBe(true);
    await press(button('Messages'));
    expect((host().querySelector('.messenger__body') as HTMLElement).hidden).toBe(false);
    await press(button('Close'));
    expect(host().querySelector('#messenger-panel')).toBeNull();
    expect(button('Messages, 3 unread')?.getAttribute('aria-expanded')).toBe('false');
    messenger.stop();
  });
});
