/**
 * The browser's back button held on a page (spec 001 §4 'Leave-page trap', 'Value pop-ups'): one history entry of the
 * page's own address is pushed, so the first back stays on the page and is heard instead of leaving it. The join-now
 * page's leave-page trap and the value pop-ups' exit trap both hold it this way.
 */

/**
 * A holder of the back button for one caller. Each `hold` pushes an entry of the current address (unless this holder
 * already pushed one for that address last: holding again on the same page adds no second entry) and calls `onBack`
 * when a back returns to it; it answers its release. Nothing happens outside a browser.
 */
export function backButtonHolder(): (onBack: () => void) => () => void {
  let pushedFor: string | null = null;
  return (onBack) => {
    if (typeof window === 'undefined') return () => {};
    const here = window.location.href;
    if (pushedFor !== here) {
      window.history.pushState(window.history.state, '', here);
      pushedFor = here;
    }
    const popped = () => {
      if (window.location.href === here) onBack();
    };
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  };
}
