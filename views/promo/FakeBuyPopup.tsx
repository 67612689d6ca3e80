/**
 * One fake-buy social-proof pop-up (spec 001 §2 'Fake-buy social-proof pop-ups'): the entry's avatar and the text
 * 'Someone from {place} – Recently purchased {plan} subscription – {N … ago}', a link to the join page when the config
 * enables list links. Loaded with its list (rules/fake-buy-entries.ts) the first time a pop-up shows, never in a page's
 * first load. Never takes focus.
 */
import { useLayoutEffect, useRef } from 'react';
import { FAKE_BUY_LINK } from '../../domain/fake-buy.ts';
import { agoText, fakeBuyAvatarUrl, fakeBuyEntryAt } from '../../domain/fake-buy-entries.ts';
import { AppLink } from '../ui/AppLink.tsx';
import './fake-buy.css';

export type FakeBuyPopupProps = {
  seed: number;
  index: number;
  links: boolean;
  /**
   * Called with the card once it is laid out, before it is painted, and on each resize of the window ('placed'), and
   * when the page moves under it ('moved'): the slot keeps it clear of the page's controls.
   */
  onLaidOut?: (card: HTMLElement, how: 'placed' | 'moved') => void;
};

export function FakeBuyPopup({ seed, index, links, onLaidOut }: FakeBuyPopupProps) {
  const entry = fakeBuyEntryAt(seed, index);
  const card = useRef<HTMLAnchorElement & HTMLDivElement>(null);
  useLayoutEffect(() => {
    const laidOut = (how: 'placed' | 'moved') => {
      if (card.current) onLaidOut?.(card.current, how);
    };
    const placed = () => laidOut('placed');
    laidOut('placed');
    // A window turned or resized while it shows lays the page out anew: it is placed again.
    window.addEventListener('resize', placed);
    // The page growing or shrinking under it (a bar or an image coming in above) moves controls under it.
    const page = new ResizeObserver(() => laidOut('moved'));
    for (const part of [document.body, document.querySelector('main')]) if (part) page.observe(part);
    return () => {
      window.removeEventListener('resize', placed);
      page.disconnect();
    };
  }, [onLaidOut]);
  const body = (
    <>
      <img className="fake-buy__avatar" src={fakeBuyAvatarUrl(entry)} alt="" width={48} height={48} />
      <span className="fake-buy__text">
        <span className="fake-buy__who">Someone from {entry.place}</span>
        <span className="visually-hidden"> – </span>
        <span className="fake-buy__what">Recently purchased {entry.plan} subscription</span>
        <span className="visually-hidden"> – </span>
        <span className="fake-buy__when">{agoText(entry.ago)}</span>
      </span>
    </>
  );
  // Out of the Tab order: the card vanishes on its own after a few seconds, and focus must never sit on what vanishes
  // (the keyboard test lost focus to the page when it hid under it). It is announced by the live region; the join-now
  // page it leads to is the header's 'Join Now' too. A pointer can still follow it.
  return links ? (
    <AppLink ref={card} className="fake-buy__card fake-buy__card--link" href={FAKE_BUY_LINK} tabIndex={-1}>
      {body}
    </AppLink>
  ) : (
    <div ref={card} className="fake-buy__card">
      {body}
    </div>
  );
}

export default FakeBuyPopup;
