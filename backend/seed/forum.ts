/**
 * The seeded forum (spec 000 §2.4 'Comments (forum-backed)'): one discussion per video and per model, each opened by
 * the site's team (the opening post, never listed), and on a third of them a threaded conversation — comments,
 * replies, replies to replies — by invented forum voices, with votes. Deterministic (its own seeded stream) and safe
 * for work. Post and user ids follow the insertion order (serial), so replies can name their parents.
 */
import { BASE_TIME, DAY, SEED, modelDiscussionId, videoDiscussionId } from './constants.ts';
import { createRng } from './prng.ts';
import type { ModelRow, VideoRow } from './types.ts';

export type ForumSeed = {
  users: { username: string; createdAt: number }[];
  discussions: { id: number; kind: 'video' | 'model'; subjectId: number; title: string }[];
  posts: { discussionId: number; userId: number; replyTo: number | null; content: string; createdAt: number }[];
  votes: { postId: number; userId: number; value: 1 | -1 }[];
};

const VOICES = [
  'site_team',
  'pixelwanderer',
  'lensflare88',
  'quietorbit',
  'nightowl_vr',
  'stereo_sam',
  'fovfanatic',
  'headset_hank',
  'lumen_lu',
  'driftwood',
  'ipd_ivy',
  'framerate_fred',
  'cosmic_clara',
  'mellow_mo',
  'retro_ray',
  'saffron_sky',
];
const OPENERS = [
  'The lighting in this one is gorgeous, it really feels like being there.',
  'Watched this on my headset last night and the depth is spot on.',
  'Great scene. The 6K version is noticeably sharper than the 4K one.',
  'Love the setting! More scenes like this please.',
  'The audio is so good with headphones, highly recommend.',
  'Camera height feels natural here, no neck strain at all.',
  'One of my favourites this month, the story is sweet.',
  'Anyone else notice how smooth this is at 60 fps?',
];
const REPLIES = [
  'Agreed, totally.',
  'Same here, it looks amazing on the Quest 3.',
  'Try the higher bitrate download, it is worth it.',
  'Thanks for the tip!',
  'I had a small stutter at the start, but a re-download fixed it.',
  'Yes! Hoping for a sequel.',
  'Which player do you use?',
  'The built-in one works fine for me.',
];

export function buildForum(videos: VideoRow[], models: ModelRow[]): ForumSeed {
  const rng = createRng(SEED ^ 0x5f0e);
  const users = VOICES.map((username, i) => ({ username, createdAt: BASE_TIME - (400 - i * 7) * DAY }));
  const discussions: ForumSeed['discussions'] = [
    ...videos.map((v) => ({ id: videoDiscussionId(v.id), kind: 'video' as const, subjectId: v.id, title: v.title })),
    ...models.map((m) => ({ id: modelDiscussionId(m.id), kind: 'model' as const, subjectId: m.id, title: m.title })),
  ];
  const posts: ForumSeed['posts'] = [];
  const votes: ForumSeed['votes'] = [];
  const add = (post: ForumSeed['posts'][number]): number => {
    posts.push(post);
    return posts.length;
  };
  for (const [i, d] of discussions.entries()) {
    const opened = BASE_TIME - rng.int(20, 60) * DAY;
    add({ discussionId: d.id, userId: 1, replyTo: null, content: `Discussion of ${d.title}. Be kind and stay on topic.`, createdAt: opened });
    if (i % 3 !== 0) continue;
    const comments = rng.int(2, 5);
    for (let c = 0; c < comments; c++) {
      const at = opened + rng.int(1, 15) * DAY + rng.int(0, DAY);
      const author = rng.int(2, VOICES.length);
      const top = add({ discussionId: d.id, userId: author, replyTo: null, content: rng.pick(OPENERS), createdAt: at });
      for (const voter of rng.sample(
        Array.from({ length: VOICES.length - 1 }, (_, k) => k + 2),
        rng.int(0, 6),
      )) {
        if (voter !== author) votes.push({ postId: top, userId: voter, value: rng.chance(0.85) ? 1 : -1 });
      }
      let parent = top;
      const depth = rng.int(0, 3);
      for (let r = 0; r < depth; r++) {
        parent = add({
          discussionId: d.id,
          userId: rng.int(2, VOICES.length),
          replyTo: rng.chance(0.6) ? parent : top,
          content: rng.pick(REPLIES),
          createdAt: at + (r + 1) * rng.int(600, 20_000),
        });
      }
    }
  }
  return { users, discussions, posts, votes };
}
