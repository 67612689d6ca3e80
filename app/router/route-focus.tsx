/**
 * After a client navigation to a new page (a new path or a new page query), focus moves to the new page's
 * main heading (else to main) and a polite live region announces the page title, so keyboard and screen
 * reader users land where sighted users look. The router resets the scroll to the top of a new page. The
 * first page load is left alone (the browser reads it as usual).
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

export function RouteFocus() {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation, hrefChanged }) => {
        if (!fromLocation || !hrefChanged || fromLocation.pathname + fromLocation.searchStr === toLocation.pathname + toLocation.searchStr) return;
        const main = document.getElementById('content');
        const heading = main?.querySelector<HTMLElement>('h1') ?? main;
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: true });
        }
        // The head (title) is updated right after the render; read it on the next frame.
        requestAnimationFrame(() => setAnnouncement(document.title));
      }),
    [router],
  );
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
