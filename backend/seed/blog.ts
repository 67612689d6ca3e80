/**
 * Seeded blog (spec 000 §3 'Blog'): 12 categories spread over 20 safe-for-work articles about VR viewing, gear and the
 * studio, every category with posts; each post has a cover and a gallery of generated placeholder images.
 */
import type { BlogCategory } from '../../contracts/blog.ts';
import { BASE_TIME, BLOG_POST_COUNT, DAY, art, slugify } from './constants.ts';
import type { Rng } from './prng.ts';
import { seo } from './seo.ts';
import type { BlogPost } from './types.ts';

const categoryNames = [
  'Guides',
  'News',
  'Behind the Scenes',
  'Gear Reviews',
  'Tips and Tricks',
  'Studio Life',
  'Technology',
  'Travel',
  'Community',
  'Releases',
  'Audio',
  'Account Help',
];

/** A blog category's stored data (postCount is counted per request). */
export type BlogCategoryData = Omit<BlogCategory, 'postCount'>;

export function buildBlogCategories(): BlogCategoryData[] {
  return categoryNames.map((name, index) => {
    const slug = slugify(name);
    const description = `Articles about ${name.toLowerCase()} from the studio: how we work, what we film and how to get the most from your headset.`;
    return {
      id: index + 1,
      slug,
      name,
      description,
      seoParams: seo({ title: `${name} - Blog`, description, breadcrumb: name }),
    };
  });
}

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

/** The category of each title, by index into categoryNames: every category gets at least one post. */
const categoryOf = [0, 3, 2, 6, 4, 5, 6, 2, 4, 6, 1, 7, 10, 6, 9, 3, 5, 7, 8, 11];

const paragraphs = [
  'Virtual reality rewards a little preparation. A clean lens, a well-fitted strap and a comfortable chair make a bigger difference than most people expect.',
  'Our crew films every scene with a stereo camera placed at eye height, so the world around you keeps a natural scale when you look around.',
  'Most modern standalone headsets handle 6K files smoothly. If playback stutters, try the next lower quality or download the file instead of streaming it.',
  'We test every release on several devices before it goes live, from older headsets to the latest models, and note the recommended quality on each video page.',
  'Good light is the secret of a sharp picture. We use large soft panels that keep shadows gentle and colours true without heating up the set.',
  'Thank you for watching and for all the feedback you send us. Many of the improvements in this post started as suggestions from members.',
];

const subheadings = ['What you need', 'Step by step', 'Our advice', 'In short'];

/** How many gallery images a post has (3 or 4). */
const GALLERY_MIN = 3;
const GALLERY_MAX = 4;

export function buildBlogPosts(rng: Rng, categories: BlogCategoryData[] = buildBlogCategories()): BlogPost[] {
  return titles.slice(0, BLOG_POST_COUNT).map((title, index) => {
    const id = index + 1;
    const slug = slugify(title);
    const chosen = rng.sample(paragraphs, 3);
    const excerpt = chosen[0] ?? '';
    const image = art.blog(id);
    const category = categories[(categoryOf[index] ?? index) % categories.length] ?? categories[0];
    const galleryCount = rng.int(GALLERY_MIN, GALLERY_MAX);
    const heading = rng.pick(subheadings);
    return {
      id,
      slug,
      title,
      excerpt,
      text: [`<p>${chosen[0]}</p>`, `<h2>${heading}</h2>`, ...chosen.slice(1).map((p) => `<p>${p}</p>`)].join('\n'),
      publishedAt: BASE_TIME - (BLOG_POST_COUNT - id) * 11 * DAY - rng.int(0, 5) * DAY,
      image: { alt: title, permalink: image },
      gallery: Array.from({ length: galleryCount }, (_, n) => ({
        alt: `${title}, image ${n + 1} of ${galleryCount}`,
        permalink: art.blogGallery(id, n + 1),
      })),
      category: category ? { slug: category.slug, name: category.name } : null,
      author: rng.pick(['The Studio Team', 'Mara Quill', 'Theo Lindqvist', 'Ines Calloway']),
      seoParams: seo({ title, description: excerpt, image, type: 'article' }),
    };
  });
}
