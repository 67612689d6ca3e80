/** Seeded blog posts (spec 000 §3 'Blog'): 20 safe-for-work articles about VR viewing, gear and the studio. */
import { BASE_TIME, BLOG_POST_COUNT, DAY, art, slugify } from './constants.ts';
import type { Rng } from './prng.ts';
import { seo } from './seo.ts';
import type { BlogPost } from './types.ts';

const blogCategories = [
  { slug: 'guides', name: 'Guides' },
  { slug: 'news', name: 'News' },
  { slug: 'behind-the-scenes', name: 'Behind the Scenes' },
];

const titles = [
  'How to Set Up Your First VR Headset',
  'Choosing the Right Resolution for Your Device',
  'A Day on Set: Filming in 8K Stereo',
  'Passthrough Explained: Mixing Real and Virtual',
  'Five Tips for Comfortable Long Viewing Sessions',
  'Our New Lighting Rig, Explained',
  'Streaming vs Downloading: Which Is Better?',
  'Meet the Crew Behind the Camera',
  'Cleaning and Caring for Your Lenses',
  'What 60 FPS Means for Virtual Reality',
  'The Studio Turns Five',
  'How We Choose Our Filming Locations',
  'A Beginner Guide to Spatial Audio',
  'Why 180 Degrees Beats 360 for Scenes',
  'New Releases Coming This Winter',
  'Getting the Best Picture on a Standalone Headset',
  'The Story Behind Our AI Passthrough Scenes',
  'Travel Diary: Shooting on the Coast',
  'Community Picks of the Year',
  'Keeping Your Account Secure',
];

const paragraphs = [
  'Virtual reality rewards a little preparation. A clean lens, a well-fitted strap and a comfortable chair make a bigger difference than most people expect.',
  'Our crew films every scene with a stereo camera placed at eye height, so the world around you keeps a natural scale when you look around.',
  'Most modern standalone headsets handle 6K files smoothly. If playback stutters, try the next lower quality or download the file instead of streaming it.',
  'We test every release on several devices before it goes live, from older headsets to the latest models, and note the recommended quality on each video page.',
  'Good light is the secret of a sharp picture. We use large soft panels that keep shadows gentle and colours true without heating up the set.',
  'Thank you for watching and for all the feedback you send us. Many of the improvements in this post started as suggestions from members.',
];

export function buildBlogPosts(rng: Rng): BlogPost[] {
  return titles.slice(0, BLOG_POST_COUNT).map((title, index) => {
    const id = index + 1;
    const slug = slugify(title);
    const chosen = rng.sample(paragraphs, 3);
    const excerpt = chosen[0] ?? '';
    const image = art.blog(id);
    return {
      id,
      slug,
      title,
      excerpt,
      text: chosen.map((p) => `<p>${p}</p>`).join('\n'),
      publishedAt: BASE_TIME - (BLOG_POST_COUNT - id) * 11 * DAY - rng.int(0, 5) * DAY,
      image: { alt: title, permalink: image },
      gallery: [],
      category: blogCategories[index % blogCategories.length] ?? { slug: 'news', name: 'News' },
      author: 'The Studio Team',
      seoParams: seo({ title, description: excerpt, image, type: 'article' }),
    };
  });
}
