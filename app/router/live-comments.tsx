/**
 * The comments section's machines (DESIGN 'Composition'): the thread, composer and username machines' modules
 * (app/screen-machines/) loaded with the section, provided over the forum adapter and started; a comment posted is
 * handed to the thread. A chunk of its own with XState's: comments.tsx renders it after hydration only, so no page's
 * first load carries it.
 */
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { Services } from './services.ts';
import { lazyComponent, lazyModule } from './lazy-screen.tsx';

const threadModule = lazyModule(() => import('../screen-machines/comments.ts'));
const composerModule = lazyModule(() => import('../screen-machines/comment-composer.ts'));
const usernameModule = lazyModule(() => import('../screen-machines/forum-username.ts'));
const CommentsSection = lazyComponent(() => import('../../views/containers/CommentsSection.tsx'), 'CommentsSection');

export function LiveComments({ discussionId, signedIn, email }: { discussionId: number; signedIn: boolean; email: string }) {
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
