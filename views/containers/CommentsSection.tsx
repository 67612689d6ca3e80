/**
 * Binds the comments view to the route's thread, composer and username machines (spec 000 §2.4 'Comments
 * (forum-backed)'): the thread nested by rules/comments threadOf, relative times from the session's clock, events sent
 * by name. A guest gets the thread and the log-in prompt.
 */
import { useSelector } from './use-selector.ts';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { commentComposerMachine } from '../../machines/comment-composer.machine.ts';
import type { commentsMachine } from '../../machines/comments.machine.ts';
import type { forumUsernameMachine } from '../../machines/forum-username.machine.ts';
import { threadOf } from '../../domain/comments.ts';
import { relativeTime } from '../../domain/format.ts';
import { Comments } from '../catalogue/Comments.tsx';
import { useVisit } from './VisitContext.tsx';

export type CommentsActors = {
  thread: ActorRefFrom<typeof commentsMachine>;
  composer: ActorRefFrom<typeof commentComposerMachine>;
  username: ActorRefFrom<typeof forumUsernameMachine>;
};

export function CommentsSection({ thread, composer, username, signedIn, loginHref }: CommentsActors & { signedIn: boolean; loginHref: string }) {
  const { session } = useVisit();
  const nowSec = useSelector(session, (s) => Math.floor(s.context.nowMs / 1000));
  const t = useSelector(thread, (s) => s);
  const c = useSelector(composer, (s) => s);
  const u = useSelector(username, (s) => s);
  const nodes = useMemo(() => threadOf(t.context.comments), [t.context.comments]);
  const status = t.hasTag('failed') ? 'failed' : t.hasTag('ready') ? 'ready' : 'loading';
  const replyingTo = t.context.comments.find((x) => x.id === c.context.replyTo)?.author ?? null;
  const member = signedIn
    ? {
        votingId: t.context.voting,
        onVote: (postId: number, direction: 'up' | 'down') => thread.send({ type: 'VOTE_REQUESTED', postId, direction }),
        onReply: (postId: number) => {
          composer.send({ type: 'REPLY_STARTED', postId });
          document.getElementById('comment-text')?.focus();
        },
        composer: {
          text: c.context.text,
          notifyMe: c.context.notifyMe,
          replyingTo,
          error: c.context.error,
          posting: c.hasTag('posting'),
          waiting: c.hasTag('cooldown'),
          onText: (text: string) => composer.send({ type: 'TEXT_CHANGED', text }),
          onNotify: (on: boolean) => composer.send({ type: 'NOTIFY_TOGGLED', on }),
          onSubmit: () => composer.send({ type: 'SUBMITTED' }),
          onCancelReply: () => composer.send({ type: 'REPLY_CANCELLED' }),
        },
        username: {
          value: u.context.username,
          error: u.context.error,
          saved: u.context.saved,
          saving: u.hasTag('saving'),
          onChange: (value: string) => username.send({ type: 'USERNAME_CHANGED', username: value }),
          onSubmit: () => username.send({ type: 'SUBMITTED' }),
        },
      }
    : undefined;
  return (
    <Comments
      status={status}
      error={t.context.error}
      sort={t.context.sort}
      nodes={nodes}
      count={t.context.comments.length}
      when={(sec) => relativeTime(sec, nowSec)}
      onSort={(sort) => thread.send({ type: 'SORT_CHANGED', sort })}
      onRetry={() => thread.send({ type: 'RETRY_REQUESTED' })}
      member={member}
      loginHref={loginHref}
    />
  );
}
