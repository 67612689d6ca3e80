// @vitest-environment jsdom
/**
 * The comments section as a visitor sees it (spec 000 §2.4 'Comments (forum-backed)'): whatever a poster writes —
 * every vector of the XSS corpus (tests/support/xss-vectors.ts) as a comment, a reply, an author's name, a forum
 * refusal — shows as the very text typed, and nothing of it becomes an element or runs; a guest gets the thread and
 * the log-in prompt but no composer, a member the composer, votes and Reply.
 */
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Comment } from '../../../contracts/forum.ts';
import { threadOf } from '../../../domain/comments.ts';
import { Comments, type CommentsProps } from '../../../views/catalogue/Comments.tsx';
import { XSS_VECTORS } from '../../support/xss-vectors.ts';
import { mountedViews } from './mount.ts';

const noop = () => {};
const comment = (id: number, content: string, over: Partial<Comment> = {}): Comment => ({
  id,
  author: 'pixelwanderer',
  content,
  createdAt: 1000 + id,
  replyTo: null,
  upvotes: 2,
  downvotes: 1,
  hasUpvoted: false,
  hasDownvoted: false,
  ...over,
});

/** One comment per vector, each answered by a reply whose author's name is the vector too. */
const comments: Comment[] = XSS_VECTORS.flatMap((v, i) => [
  comment(10 + 2 * i, v),
  comment(11 + 2 * i, `Re: ${v}`, { replyTo: 10 + 2 * i, author: v }),
]);

const props = (member: boolean): CommentsProps => ({
  status: 'ready',
  error: null,
  sort: 'newest',
  nodes: threadOf(comments),
  count: comments.length,
  when: () => '2 days ago',
  onSort: noop,
  onRetry: noop,
  loginHref: '/login/',
  member: member
    ? {
        votingId: null,
        onVote: noop,
        onReply: noop,
        composer: {
          text: XSS_VECTORS[1] ?? '',
          notifyMe: false,
          replyingTo: XSS_VECTORS[0] ?? null,
          error: null,
          posting: false,
          waiting: true,
          onText: noop,
          onNotify: noop,
          onSubmit: noop,
          onCancelReply: noop,
        },
        username: {
          value: '',
          error: `${XSS_VECTORS[2]}\n${XSS_VECTORS[3]}`,
          saved: null,
          saving: false,
          onChange: noop,
          onSubmit: noop,
        },
      }
    : undefined,
});

const { mount } = mountedViews();
const alerts = vi.fn();

beforeAll(() => {
  window.alert = alerts;
});

function render(member: boolean): HTMLElement {
  return mount(<Comments {...props(member)} />);
}

/** The elements a comment may contain: its article, meta line, texts and (for a member) buttons — nothing a poster adds. */
const ALLOWED = new Set(['LI', 'ARTICLE', 'P', 'SPAN', 'DIV', 'BUTTON', 'UL']);

describe('comments section, hostile text', () => {
  for (const member of [false, true]) {
    it(`shows every XSS vector as its own text and runs none (${member ? 'member' : 'guest'})`, async () => {
      const page = render(member);
      const texts = [...page.querySelectorAll('.comment__text')].map((p) => p.textContent);
      expect(texts).toEqual(threadOf(comments).flatMap((n) => [n.comment.content, ...n.replies.map((r) => r.comment.content)]));
      const authors = [...page.querySelectorAll('.comments__replies .comment__author')].map((s) => s.textContent);
      expect(authors).toEqual(XSS_VECTORS);
      const list = page.querySelector('.comments__list') as HTMLElement;
      const tags = new Set([...list.querySelectorAll('*')].map((e) => e.tagName));
      expect([...tags].filter((t) => !ALLOWED.has(t))).toEqual([]);
      expect(list.querySelectorAll('[onerror], [onload], [onclick], [onmouseover], [onfocus], [srcdoc]')).toHaveLength(0);
      expect(page.querySelectorAll('script, iframe, img, svg, math, object, embed, style, link, meta, form[action]')).toHaveLength(0);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(alerts).not.toHaveBeenCalled();
    });
  }

  it('shows a hostile draft, reply target and forum refusal as text too', () => {
    const page = render(true);
    expect((page.querySelector('#comment-text') as HTMLTextAreaElement).value).toBe(XSS_VECTORS[1]);
    expect(page.querySelector('.comments__replying')?.textContent).toContain(XSS_VECTORS[0]);
    const lines = [...page.querySelectorAll('.comments__error-line')].map((s) => s.textContent);
    expect(lines).toEqual([XSS_VECTORS[2], XSS_VECTORS[3]]);
    expect(page.querySelectorAll('script, img, svg, iframe')).toHaveLength(0);
  });
});

describe('comments section, who gets what', () => {
  it('a guest sees the thread and a log-in link to /login/, no composer, no vote buttons', () => {
    const page = render(false);
    expect(page.querySelectorAll('.comment').length).toBe(comments.length);
    const login = page.querySelector('.comments__login a') as HTMLAnchorElement;
    expect([login.getAttribute('href'), page.querySelector('.comments__login')?.textContent]).toEqual(['/login/', 'Log in to join the discussion.']);
    expect(page.querySelector('form')).toBeNull();
    expect(page.querySelector('button[aria-label^="Upvote"]')).toBeNull();
  });

  it('a member sees the composer with the pending message and its button disabled, votes with counts, and Reply', () => {
    const page = render(true);
    expect(page.querySelector('form[aria-label="Write a comment"]')).not.toBeNull();
    expect(page.querySelector('.comments__waiting')?.textContent).toBe('Your comment is posted. You can post again in a few seconds.');
    const submit = [...page.querySelectorAll('button')].find((b) => b.textContent === 'Post comment') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const up = page.querySelector('button[aria-label="Upvote, 2"]');
    expect(up?.getAttribute('aria-pressed')).toBe('false');
    expect(page.querySelectorAll('button[aria-label^="Reply to "]').length).toBe(comments.length);
    expect(page.querySelector('.comments__login')).toBeNull();
  });
});
