/**
 * The comments of a video or a model page (DESIGN 'Composition': screen machines composed by their route): when the
 * forum is on and the item has a discussion, the thread, composer and username machines (live-comments.tsx, a chunk of
 * its own with XState's, as are their modules) are loaded with the section. Rendered after hydration only (the forum is
 * called from the browser), and anew for another viewer (a sign-in or sign-out).
 */
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '../../views/containers/use-selector.ts';
import { Suspense } from 'react';
import { selectFacts } from '../../machines/session.selectors.ts';
import { sameFacts } from '../../domain/session-facts.ts';
import { useIsSSR } from '../../views/chrome/use-is-ssr.ts';
import { useVisit } from '../../views/containers/VisitContext.tsx';
import type { Services } from './services.ts';
import { lazyComponent } from './lazy-screen.tsx';

// The section's machines with XState, after hydration only (live-comments.tsx).
const LiveComments = lazyComponent(() => import('./live-comments.tsx'), 'LiveComments');

export function PageComments({ discussionId }: { discussionId: number | null }) {
  const { services } = useRouteContext({ strict: false }) as { services: Services };
  const { session } = useVisit();
  const facts = useSelector(session, selectFacts, sameFacts);
  const isSSR = useIsSSR();
  if (!services.config.enableForum || discussionId === null) return null;
  const placeholder = (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">Comments</h2>
      <p aria-busy="true">Loading comments…</p>
    </section>
  );
  if (isSSR) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LiveComments
        key={`${discussionId}-${facts.userId ?? 'guest'}`}
        discussionId={discussionId}
        signedIn={facts.flags.loggedIn}
        email={facts.email ?? ''}
      />
    </Suspense>
  );
}
