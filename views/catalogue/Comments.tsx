/**
 * Forum comments under a video or a model (spec 000 §2.4 'Comments (forum-backed)'): sort (newest, popular), the thread
 * nested by replies, up- and downvotes with their counts, Reply, the comment form (notify-me, the 5 s pending period)
 * and the forum username form; a guest sees the thread and a prompt to log in. Presentational: plain data and
 * callbacks in. Comment text is rendered as text (React escapes it), never as HTML.
 */
import type { ReactNode } from 'react';
import type { Comment, CommentSort } from '../../contracts/forum.ts';
import type { CommentNode, VoteDirection } from '../../domain/comments.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import './comments.css';

export type ComposerView = {
  text: string;
  notifyMe: boolean;
  replyingTo: string | null;
  error: string | null;
  posting: boolean;
  /** The 5 s after a post: posting is blocked. */
  waiting: boolean;
  onText: (text: string) => void;
  onNotify: (on: boolean) => void;
  onSubmit: () => void;
  onCancelReply: () => void;
};

export type UsernameView = {
  value: string;
  error: string | null;
  saved: string | null;
  saving: boolean;
  onChange: (v: string) => void;
  onSubmit: () => void;
};

export type CommentsProps = {
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  sort: CommentSort;
  nodes: CommentNode<Comment>[];
  count: number;
  /** 'N days ago' of a time. */
  when: (sec: number) => string;
  onSort: (sort: CommentSort) => void;
  onRetry: () => void;
  /** A member's controls; absent for a guest. */
  member?: {
    votingId: number | null;
    onVote: (id: number, direction: VoteDirection) => void;
    onReply: (id: number) => void;
    composer: ComposerView;
    username: UsernameView;
  };
  loginHref: string;
};

function CommentItem({ node, props }: { node: CommentNode<Comment>; props: CommentsProps }): ReactNode {
  const c = node.comment;
  const m = props.member;
  return (
    <li className="comment">
      <article aria-labelledby={`comment-${c.id}-author`}>
        <p className="comment__meta">
          <span id={`comment-${c.id}-author`} className="comment__author">
            {c.author}
          </span>{' '}
          <span className="comment__when">{props.when(c.createdAt)}</span>
        </p>
        <p className="comment__text">{c.content}</p>
        <div className="comment__actions">
          {m ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={c.hasUpvoted}
                aria-label={`Upvote, ${c.upvotes}`}
                disabled={m.votingId !== null}
                onPress={() => m.onVote(c.id, 'up')}
              >
                ▲ {c.upvotes}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={c.hasDownvoted}
                aria-label={`Downvote, ${c.downvotes}`}
                disabled={m.votingId !== null}
                onPress={() => m.onVote(c.id, 'down')}
              >
                ▼ {c.downvotes}
              </Button>
              <Button variant="link" size="sm" aria-label={`Reply to ${c.author}`} onPress={() => m.onReply(c.id)}>
                Reply
              </Button>
            </>
          ) : (
            <span className="comment__votes">
              {c.upvotes} up, {c.downvotes} down
            </span>
          )}
        </div>
      </article>
      {node.replies.length > 0 ? (
        <ul className="comments__replies">
          {node.replies.map((r) => (
            <CommentItem key={r.comment.id} node={r} props={props} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Composer({ c }: { c: ComposerView }) {
  return (
    <form
      className="comments__form"
      aria-label="Write a comment"
      onSubmit={(e) => {
        e.preventDefault();
        c.onSubmit();
      }}
    >
      {c.replyingTo ? (
        <p className="comments__replying">
          Replying to {c.replyingTo}{' '}
          <Button variant="link" size="sm" onPress={c.onCancelReply}>
            Cancel reply
          </Button>
        </p>
      ) : null}
      <label htmlFor="comment-text">Your comment</label>
      <textarea
        id="comment-text"
        rows={3}
        value={c.text}
        onChange={(e) => c.onText(e.target.value)}
        aria-invalid={c.error ? true : undefined}
        aria-describedby={c.error ? 'comment-error' : undefined}
      />
      <label className="comments__notify">
        <input type="checkbox" checked={c.notifyMe} onChange={(e) => c.onNotify(e.target.checked)} /> Notify me about replies
      </label>
      {c.error ? (
        <p id="comment-error" className="comments__error" role="alert">
          {c.error}
        </p>
      ) : null}
      {c.waiting ? (
        <p className="comments__waiting" role="status">
          Your comment is posted. You can post again in a few seconds.
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={c.posting || c.waiting}>
        {c.posting ? 'Posting…' : 'Post comment'}
      </Button>
    </form>
  );
}

function UsernameForm({ u }: { u: UsernameView }) {
  return (
    <details className="comments__username">
      <summary>Change forum username</summary>
      <form
        aria-label="Change forum username"
        onSubmit={(e) => {
          e.preventDefault();
          u.onSubmit();
        }}
      >
        <label htmlFor="forum-username">New username</label>
        <input id="forum-username" value={u.value} autoComplete="nickname" onChange={(e) => u.onChange(e.target.value)} />
        {u.error ? (
          <p className="comments__error" role="alert">
            {u.error.split('\n').map((line) => (
              <span key={line} className="comments__error-line">
                {line}
              </span>
            ))}
          </p>
        ) : null}
        {u.saved ? <p role="status">Your forum username is now {u.saved}.</p> : null}
        <Button type="submit" size="sm" disabled={u.saving}>
          Save username
        </Button>
      </form>
    </details>
  );
}

export function Comments(props: CommentsProps) {
  const { status, sort, nodes, member } = props;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <div className="comments__head">
        <h2 id="comments-title">Comments{status === 'ready' ? ` (${props.count})` : ''}</h2>
        <fieldset className="comments__sort">
          <legend className="visually-hidden">Sort comments</legend>
          {(['newest', 'popular'] as const).map((s) => (
            <Button key={s} variant="ghost" size="sm" aria-pressed={sort === s} onPress={() => props.onSort(s)}>
              {s === 'newest' ? 'Newest' : 'Popular'}
            </Button>
          ))}
        </fieldset>
      </div>
      {member ? (
        <Composer c={member.composer} />
      ) : (
        <p className="comments__login">
          <AppLink href={props.loginHref}>Log in</AppLink> to join the discussion.
        </p>
      )}
      {status === 'loading' ? <p aria-busy="true">Loading comments…</p> : null}
      {status === 'failed' ? (
        <p className="comments__error">
          {props.error}{' '}
          <Button variant="link" size="sm" onPress={props.onRetry}>
            Try again
          </Button>
        </p>
      ) : null}
      {status === 'ready' && props.error ? (
        <p className="comments__error" role="alert">
          {props.error}
        </p>
      ) : null}
      {status === 'ready' && nodes.length === 0 ? <p>No comments yet. Be the first to write one.</p> : null}
      {nodes.length > 0 ? (
        <ul className="comments__list">
          {nodes.map((n) => (
            <CommentItem key={n.comment.id} node={n} props={props} />
          ))}
        </ul>
      ) : null}
      {member ? <UsernameForm u={member.username} /> : null}
    </section>
  );
}
