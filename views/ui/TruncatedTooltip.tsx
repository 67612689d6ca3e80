/**
 * A heading whose text the CSS may cut (line clamp), with a tooltip of the full text while it is cut (spec 000 §2.3
 * 'Tooltips show full text when the short text is truncated; on touch devices on tap; show delay 100 ms'). The view
 * only measures and tells: the tooltip machine (machines/tooltip.machine.ts, one for the visit) decides when it opens
 * — 100 ms after the pointer enters, at once on keyboard focus — and closes it on leave, blur, Escape or a tap
 * elsewhere. On touch the first tap on a cut title shows the tooltip instead of following its link; the next tap
 * follows it. Whether the text is cut is measured as the event is sent, so an uncut title never opens one.
 * react-aria-components' Tooltip places it (views/ui/TooltipBubble.tsx, loaded on the first open); the clamp may be on
 * the heading or on its first child (its link).
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';

const TooltipBubble = lazy(() => import('./TooltipBubble.tsx').then((m) => ({ default: m.TooltipBubble })));

/** What a cut title tells the tooltip machine. */
export type TitleTooltipEvent =
  | { type: 'HOVERED' | 'FOCUSED' | 'TAPPED'; id: string | number; cut: boolean }
  | { type: 'LEFT'; id: string | number }
  | { type: 'CLOSED' };

interface TruncatedTooltipProps {
  /** The full text the tooltip shows. */
  text: string;
  /** The heading's class. */
  className: string;
  /** The clamped content, usually the title's link. */
  children: ReactNode;
  /** The title's id for the tooltip machine (its card's). */
  id: string | number;
  /** Whether this title's tooltip shows now. */
  open: boolean;
  /** Tells the tooltip machine what happened, with whether the text is cut. */
  send: (event: TitleTooltipEvent) => void;
  placement?: 'top' | 'bottom';
}

/** Whether an element's content is cut by its clamp or overflow. */
const isCut = (el: Element | null | undefined) =>
  el instanceof HTMLElement && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);

export function TruncatedTooltip({ text, className, children, id, open, send, placement = 'top' }: TruncatedTooltipProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const touch = useRef(false);
  const cut = () => isCut(ref.current) || isCut(ref.current?.firstElementChild);
  const close = () => send({ type: 'CLOSED' });
  useEffect(() => {
    if (!open) return;
    // A tap or click elsewhere hides it (touch has no pointer leaving).
    const away = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) send({ type: 'CLOSED' });
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, send]);
  return (
    <>
      <h3
        ref={ref}
        className={className}
        onPointerDown={(e) => {
          touch.current = e.pointerType === 'touch';
        }}
        onPointerEnter={(e) => {
          if (e.pointerType === 'mouse') send({ type: 'HOVERED', id, cut: cut() });
        }}
        onPointerLeave={(e) => {
          if (e.pointerType === 'mouse') send({ type: 'LEFT', id });
        }}
        onFocus={(e) => {
          if (e.target.matches(':focus-visible')) send({ type: 'FOCUSED', id, cut: cut() });
        }}
        onBlur={close}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        onClickCapture={(e) => {
          if (!touch.current || open || !cut()) return;
          // The first tap on a cut title shows its full text; the next one follows the link.
          e.preventDefault();
          e.stopPropagation();
          send({ type: 'TAPPED', id, cut: true });
        }}
      >
        {children}
      </h3>
      {open ? (
        <Suspense fallback={null}>
          <TooltipBubble triggerRef={ref} text={text} placement={placement} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
