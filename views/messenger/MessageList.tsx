/**
 * The open chat's messages (spec 002 §2.6 'Chat view', §4.9 'Loading messages', 'Reading', §9): a virtualised list
 * (@tanstack/react-virtual, end-anchored as chats are) of date separators, the 'New Messages' divider and the messages,
 * so a chat of thousands of messages keeps a few dozen rows in the page.
 *
 * - On opening it goes to the divider when there is one, else to the end; older pages put in front keep the message in
 *   view where it was; a new message is followed only when the viewer was at the end (within 50 px) or wrote it.
 * - Within 2 viewport heights of the top it asks for older messages (`onNearTop`; the chat's machine ignores it while a
 *   page is loading or when there are no more).
 * - A message of the participant's that is at least half visible is reported (`onSeen`, the lowest one of those that
 *   became visible); the machine decides whether it is unread and when to read it. Nothing is reported while the page
 *   is hidden; coming back looks again.
 * Presentational: plain data and callbacks.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { NEAR_BOTTOM_PX, OLDER_WITHIN_VIEWPORTS, READ_VISIBLE_SHARE } from '../../domain/messenger-messages.ts';
import type { MessengerEntry } from '../../domain/messenger-messages.ts';
import { NEW_MESSAGES, tipText } from '../../domain/messenger-messages.ts';
import { messengerTime } from '../../domain/messenger-time.ts';

export type MessageListProps = {
  entries: MessengerEntry[];
  /** Whose the messages are, for the screen reader's 'You:' / '{name}:' and the tips' '{name} sent N tokens'. */
  selfName: string;
  participantName: string;
  /** The first page is still loading (nothing to place yet). */
  loading: boolean;
  nowMs: number;
  timeZone: string;
  /** The conversation's accessible name. */
  label: string;
  onNearTop(): void;
  onSeen(messageId: string): void;
};

const ESTIMATES: Record<MessengerEntry['kind'], number> = { date: 36, divider: 36, regular: 64, tip: 52 };

export function MessageList({ entries, selfName, participantName, loading, nowMs, timeZone, label, onNearTop, onSeen }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const placed = useRef(false);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => ESTIMATES[entries[index]?.kind ?? 'regular'],
    getItemKey: useCallback((index: number) => entries[index]?.key ?? index, [entries]),
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: NEAR_BOTTOM_PX,
    overscan: 8,
  });

  // Opening: the divider, else the end (once the first page is in).
  useLayoutEffect(() => {
    if (placed.current || loading || entries.length === 0) return;
    placed.current = true;
    const divider = entries.findIndex((e) => e.kind === 'divider');
    if (divider >= 0) virtualizer.scrollToIndex(divider, { align: 'start' });
    else virtualizer.scrollToEnd();
  }, [entries, loading, virtualizer]);

  // The user's own new message is followed even when they had scrolled up.
  const last = entries.at(-1);
  const lastKey = last?.key;
  const lastIsOwn = last !== undefined && 'own' in last && last.own;
  useLayoutEffect(() => {
    if (placed.current && lastKey !== undefined && lastIsOwn) virtualizer.scrollToEnd();
  }, [lastKey, lastIsOwn, virtualizer]);

  const askOlderWhenNearTop = useCallback(() => {
    const el = scroller.current;
    if (el && placed.current && el.scrollTop < OLDER_WITHIN_VIEWPORTS * el.clientHeight) onNearTop();
  }, [onNearTop]);
  // After a page went in front (or a short chat opened), the top may still be near.
  const firstKey = entries[0]?.key;
  useEffect(() => {
    if (firstKey !== undefined) askOlderWhenNearTop();
  }, [firstKey, askOlderWhenNearTop]);

  const seen = useSeenMessages(scroller, onSeen);
  const items = virtualizer.getVirtualItems();

  return (
    <section
      ref={scroller}
      className="messenger-list"
      aria-label={label}
      aria-busy={loading || undefined}
      // A scrollable region reached by the keyboard (its arrows scroll it).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      onScroll={askOlderWhenNearTop}
    >
      <div className="messenger-list__space" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = entries[item.index];
          return entry ? (
            <Row
              key={item.key}
              index={item.index}
              start={item.start}
              watch={(entry.kind === 'regular' || entry.kind === 'tip') && !entry.own ? entry.key : null}
              measure={virtualizer.measureElement}
              track={seen.track}
            >
              <Entry entry={entry} selfName={selfName} participantName={participantName} nowMs={nowMs} timeZone={timeZone} />
            </Row>
          ) : null;
        })}
      </div>
    </section>
  );
}

/** A row at its place; measured once mounted (a ResizeObserver follows it then), and watched while it is there. */
function Row(props: {
  index: number;
  start: number;
  /** The participant's message's id (watched for reading), null for every other row. */
  watch: string | null;
  measure(el: HTMLElement | null): void;
  track(el: HTMLElement, messageId: string): () => void;
  children: React.ReactNode;
}) {
  const { watch, measure, track } = props;
  const ref = useCallback(
    (el: HTMLDivElement | null) => {
      if (!el) return;
      measure(el);
      return watch === null ? undefined : track(el, watch);
    },
    [watch, measure, track],
  );
  return (
    <div ref={ref} data-index={props.index} className="messenger-list__row" style={{ transform: `translateY(${props.start}px)` }}>
      {props.children}
    </div>
  );
}

function Entry({
  entry,
  selfName,
  participantName,
  nowMs,
  timeZone,
}: {
  entry: MessengerEntry;
  selfName: string;
  participantName: string;
  nowMs: number;
  timeZone: string;
}) {
  if (entry.kind === 'date') {
    return (
      <p className="messenger-list__date">
        <span>{entry.label}</span>
      </p>
    );
  }
  if (entry.kind === 'divider') {
    return (
      <p className="messenger-list__divider">
        <span>{NEW_MESSAGES}</span>
      </p>
    );
  }
  const { message, own } = entry;
  const name = own ? selfName || 'You' : participantName;
  const sentMs = Date.parse(message.sent_at);
  return (
    <div className={`messenger-msg messenger-msg--${own ? 'own' : 'theirs'}${entry.kind === 'tip' ? ' messenger-msg--tip' : ''}`}>
      {entry.kind === 'tip' ? (
        <p className="messenger-msg__text">{tipText(name, entry.tip ?? 0)}</p>
      ) : (
        <p className="messenger-msg__text">
          <span className="visually-hidden">{own ? 'You: ' : `${participantName}: `}</span>
          {message.content}
        </p>
      )}
      <time className="messenger-msg__time" dateTime={message.sent_at}>
        {messengerTime(sentMs, nowMs, timeZone)}
      </time>
    </div>
  );
}

/**
 * The participant's messages at least half visible in the scroller (an IntersectionObserver on the rendered rows):
 * the lowest of those that became visible is reported. While the page is hidden nothing is; when it shows again every
 * row is looked at afresh.
 */
function useSeenMessages(scroller: React.RefObject<HTMLElement | null>, onSeen: (messageId: string) => void) {
  const report = useRef(onSeen);
  report.current = onSeen;
  const observer = useRef<IntersectionObserver | null>(null);
  const rows = useRef(new Map<Element, string>());

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (changes) => {
        if (document.visibilityState !== 'visible') return;
        let lowest: { index: number; id: string } | null = null;
        for (const change of changes) {
          const id = rows.current.get(change.target);
          if (!id || !change.isIntersecting || change.intersectionRatio < READ_VISIBLE_SHARE) continue;
          const index = Number((change.target as HTMLElement).dataset.index);
          if (!lowest || index > lowest.index) lowest = { index, id };
        }
        if (lowest) report.current(lowest.id);
      },
      { root: scroller.current, threshold: READ_VISIBLE_SHARE },
    );
    observer.current = io;
    for (const el of rows.current.keys()) io.observe(el);
    const again = () => {
      if (document.visibilityState !== 'visible') return;
      for (const el of rows.current.keys()) {
        io.unobserve(el);
        io.observe(el);
      }
    };
    document.addEventListener('visibilitychange', again);
    return () => {
      document.removeEventListener('visibilitychange', again);
      io.disconnect();
      observer.current = null;
    };
  }, [scroller]);

  return useMemo(
    () => ({
      /** A row of the participant's message as it mounts; the returned cleanup forgets it as it goes. */
      track(el: HTMLElement, messageId: string): () => void {
        rows.current.set(el, messageId);
        observer.current?.observe(el);
        return () => {
          rows.current.delete(el);
          observer.current?.unobserve(el);
        };
      },
    }),
    [],
  );
}
