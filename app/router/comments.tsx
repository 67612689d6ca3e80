/**
 * The comments of a video or a model page (DESIGN 'Composition': screen machines composed by their route): when the
 * forum is on and the item has a discussion, the thread, composer and username machines' modules (app/screen-machines/)
 * are loaded with the section (their own chunks), have them provided over the forum adapter, and start them; a comment posted
 * is handed to the thread. Rendered after hydration only (the forum is called from the browser), and anew for another
 * viewer (a sign-in or sign-out).
 */
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useSelector } from '../../views/containers/use-selector.ts';
import { Suspense, useMemo } from 'react';
import { selectFacts } from '../../machines/session.selectors.ts';
import { sameFacts } from '../../domain/session-facts.ts';
import { useIsSSR } from '../../views/chrome/use-is-ssr.ts';
import { useVisit } from '../../views/containers/VisitContext.tsx';
import type { Services } from './services.ts';
import { lazyComponent, lazyModule } from './lazy-screen.tsx';

const threadModule = lazyModule(() => import('../screen-machines/comments.ts'));
const composerModule = lazyModule(() => import('../screen-machines/comment-composer.ts'));
const usernameModule = lazyModule(() => import('../screen-machines/forum-username.ts'));
const CommentsSection = lazyComponent(() => import('../../views/containers/CommentsSection.tsx'), 'CommentsSection');

function LiveComments({ discussionId, signedIn, email }: { discussionId: number; signedIn: boolean; email: string }) {
  const { services } = useRouteContext({ strict: false }) as { services: Services };
  const { comments } = threadModule.useLoaded();
  const { commentComposer } = composerModule.useLoaded();
  const { forumUsername } = usernameModule.useLoaded();
  const threadLogic = useMemo(() => comments.provide(services), [comments, services]);
  const thread = useActorRef(threadLogic, { input: { discussionId, signedIn } });
  const composerLogic = useMemo(
    () => commentComposer.provide(services, { posted: (comment) => thread.send({ type: 'COMMENT_ADDED', comment }) }),
    [commentComposer, services, thread],
  );
  const usernameLogic = useMemo(() => forumUsername.provide(services), [forumUsername, services]);
  const composer = useActorRef(composerLogic, { input: { discussionId } });
  const username = useActorRef(usernameLogic, { input: { email } });
  return <CommentsSection thread={thread} composer={composer} username={username} signedIn={signedIn} loginHref="/login/" />;
}

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
