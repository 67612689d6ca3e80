/**
 * Focus after a transition is taken from the statechart drawing: the control that took it usually goes
 * with the state it left, and focus would fall to the page's start. Armed when a control is operated, checked after
 * each render (an actor's result arrives a moment later): when focus has fallen to the page, it moves to the
 * drawing's first control offered now, else to the drawing's scrolling box; when the viewer has moved on, nothing.
 */
import { type RefObject, useEffect, useRef } from 'react';

export function useFocusReturn(drawing: RefObject<SVGSVGElement | null>): () => void {
  const armed = useRef(false);
  useEffect(() => {
    const svg = drawing.current;
    if (!armed.current || !svg) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) {
      if (!svg.contains(focused)) armed.current = false;
      return;
    }
    armed.current = false;
    const next = svg.querySelector<SVGElement>('[data-operable]') ?? svg.parentElement?.closest<HTMLElement>('[tabindex]');
    next?.focus();
  });
  return () => {
    armed.current = true;
  };
}
