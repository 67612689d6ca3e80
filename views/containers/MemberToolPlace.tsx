/**
 * A member's header tool's place on a cam site (the tokens and messages buttons, spec 002 §6), held unseen from the
 * first paint until the tool is ready: they arrive with their machines once the page is interactive, and the main menu
 * beside the tools measures what fits once, so no menu item moves into 'More' under the visitor's pointer a second
 * after the page appeared. It holds the tool itself, invisible and inert, so the place is exactly the tool's size.
 * Nothing for guests, members outside the verified view, or a site without cams.
 */
import type { ReactNode } from 'react';
import { canSeeNotifications } from '../../domain/notifications.ts';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

export function MemberToolPlace({ children }: { children: ReactNode }) {
  const { site } = useVisit();
  const { flags, verifiedView } = useSessionView();
  if (!site.cams || !canSeeNotifications(flags, verifiedView)) return null;
  return (
    <span className="header-reserve" aria-hidden="true" inert>
      {children}
    </span>
  );
}

/** The held tool's handlers: it is inert. */
export const inertHandler = () => {};
