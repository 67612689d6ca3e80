/**
 * A heading whose text the CSS may cut (line clamp), with a tooltip of the full text while it is cut (spec 000 §2.3
 * 'Tooltips show full text when the short text is truncated; on touch devices on tap; show delay 100 ms'): shown
 * 100 ms after the pointer enters, at once on keyboard focus, hidden on leave, blur or Escape. On touch the first tap
 * on a cut title shows the tooltip instead of following its link; the next tap follows it. Whether the text is cut
 * is measured when the tooltip would open, so an uncut title never shows one. react-aria-components' Tooltip places
 * it (views/ui/TooltipBubble.tsx, loaded on the first open); the clamp may be on the heading or on its first child (its link).
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

const TooltipBubble = lazy(() => import('./TooltipBubble.tsx').then((m) => ({ default: m.TooltipBubble })));

export const TOOLTIP_DELAY_MS = 100;

interface TruncatedTooltipProps {
  /** The full text the tooltip shows. */
  text: string;
  /** The heading's class. */
  className: string;
  /** The clamped content, usually the title's link. */
  children: ReactNode;
  placement?: 'top' | 'bottom';
}

/** Whether an element's content is cut by its clamp or overflow. */
const isCut = (el: Element | null | undefined) =>
  el instanceof HTMLElement && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);

export function TruncatedTooltip({ text, className, children, placement = 'top' }: TruncatedTooltipProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const touch = useRef(false);
  const [open, setOpen] = useState(false);
  const cut = () => isCut(ref.current) || isCut(ref.current?.firstElementChild);
  const cancel = () => clearTimeout(timer.current);
  const close = () => {
    cancel();
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    // A tap or click elsewhere hides it (touch has no pointer leaving).
    const away = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  return (
    <>
      <h3
        ref={ref}
        className={className}
        onPointerDown={(e) => {
          touch.current = e.pointerType === 'touch';
        }}
        onPointerEnter={(e) => {
          if (e.pointerType !== 'mouse') return;
          cancel();
          timer.current = setTimeout(() => setOpen(cut()), TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={(e) => {
          if (e.pointerType === 'mouse') close();
        }}
        onFocus={(e) => {
          if (e.target.matches(':focus-visible')) setOpen(cut());
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
          setOpen(true);
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
