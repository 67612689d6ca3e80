/**
 * Seeded page-constructor pages (spec 000 §2.2 'Promotional landing pages', '/{slug} page constructor'): /tour/, the
 * named promo pages of the route table (with our names for the space-themed, scent-themed and other page:
 * /space-odyssey/, /scent-vr/, /summer-splash/) and two scent-themed constructor pages reached through /{slug}/.
 * Each holds all five section kinds. Invented, safe for work, deterministic (own PRNG stream, so the rows seeded
 * before these stay as they were).
 */
import type { Media } from '../../contracts/common.ts';
import type { SeoParams } from '../../contracts/common.ts';
import { SEED, art } from './constants.ts';
import { createRng } from './prng.ts';
import { seo } from './seo.ts';
import type { ModelRow, VideoRow } from './types.ts';

/** A section as the CMS stores it: rails name video ids or a category, and model ids; the API resolves them. */
export type StoredSection =
  | { type: 'hero'; heading: string; text: string; image: Media; ctaLabel: string; ctaHref: string }
  | { type: 'text'; heading: string; html: string }
  | { type: 'videoRail'; heading: string; videoIds: number[]; categorySlug: string | null }
  | { type: 'modelRail'; heading: string; modelIds: number[] }
  | { type: 'cta'; heading: string; text: string; label: string; href: string };

export interface ConstructorPageRow {
  id: number;
  slug: string;
  title: string;
  seoParams: SeoParams;
  sections: StoredSection[];
}

/** The promo pages of the route table, each served at /{slug}/ by its own route. */
export const PROMO_PAGE_SLUGS = [
  'tour',
  'sneak-peek-2020',
  'time-capsule',
  'wc-2018',
  'halloween',
  'date-night',
  'anniversary',
  'worldcup2022',
  'space-odyssey',
  'scent-vr',
  'summer-splash',
] as const;
/** The two scent-themed pages only the /{slug}/ page constructor serves. */
export const CONSTRUCTOR_ONLY_SLUGS = ['scent-of-the-sea', 'scent-of-the-forest'] as const;

interface PageIdea {
  slug: string;
  title: string;
  tagline: string;
  /** Videos of this category on the rail, or (null) a handful picked from the whole catalogue. */
  category: string | null;
  paragraphs: [string, string];
  perks: [string, string, string];
}

const IDEAS: PageIdea[] = [
  {
    slug: 'tour',
    title: 'Take the Tour',
    tagline: 'Step inside the studio: 8K scenes, new releases every week and a player made for your headset.',
    category: null,
    paragraphs: [
      'Every scene is filmed in native VR with our own camera rigs and mastered for every major headset.',
      'Browse freely, watch the trailers, and join when you are ready for the full-length scenes.',
    ],
    perks: ['New scenes every week', 'Downloads up to 8K', 'Streaming on every headset'],
  },
  {
    slug: 'sneak-peek-2020',
    title: 'Sneak Peek 2020',
    tagline: 'The scenes that opened our 2020 season, gathered in one place.',
    category: 'behind-the-scenes',
    paragraphs: ['A look back at the first releases of the 2020 season.', 'Trailers, stills and the stories behind each set.'],
    perks: ['Season highlights', 'Behind-the-scenes notes', 'Remastered in 8K'],
  },
  {
    slug: 'time-capsule',
    title: 'Time Capsule',
    tagline: 'Classic scenes from our archive, remastered for today’s headsets.',
    category: null,
    paragraphs: ['We opened the archive and remastered the scenes members asked for most.', 'Same sets, sharper picture, smoother playback.'],
    perks: ['Archive favourites', 'Remastered picture', 'Fresh audio mix'],
  },
  {
    slug: 'wc-2018',
    title: 'Summer Games 2018',
    tagline: 'Our sports-season special from 2018: stadium colours and sunny sets.',
    category: 'fitness',
    paragraphs: ['A playful salute to the 2018 sports season.', 'Sporty outfits, bright sets and plenty of team spirit.'],
    perks: ['Sports-themed sets', 'Season special price', 'Bonus trailers'],
  },
  {
    slug: 'halloween',
    title: 'Halloween Special',
    tagline: 'Costumes, candlelight and a little mischief: our Halloween collection.',
    category: 'cosplay',
    paragraphs: ['Pumpkins on the porch, costumes on the rack.', 'Our Halloween scenes, together for the spooky season.'],
    perks: ['Costume scenes', 'Candlelit sets', 'Seasonal deal'],
  },
  {
    slug: 'date-night',
    title: 'Date Night',
    tagline: 'Dinner, music and a view: romantic scenes for a night in.',
    category: 'romantic',
    paragraphs: ['Set the table, dim the lights and put on your headset.', 'Romantic scenes filmed to feel like a real evening out.'],
    perks: ['Romantic scenes', 'Soft-light sets', 'Made for two'],
  },
  {
    slug: 'anniversary',
    title: 'Anniversary Celebration',
    tagline: 'Another year of VR: thank you for celebrating with us.',
    category: null,
    paragraphs: ['A year of new scenes, new sets and new headsets supported.', 'Here are the releases members watched most.'],
    perks: ['Members’ favourites', 'Anniversary deal', 'A year of scenes'],
  },
  {
    slug: 'worldcup2022',
    title: 'Winter Cup 2022',
    tagline: 'Our 2022 tournament special: team colours and stadium energy.',
    category: 'outdoor',
    paragraphs: ['A cheerful nod to the 2022 tournament season.', 'Outdoor sets, team jerseys and match-day fun.'],
    perks: ['Match-day sets', 'Outdoor scenes', 'Tournament deal'],
  },
  {
    slug: 'space-odyssey',
    title: 'Space Odyssey',
    tagline: 'Zero gravity, starlight and a cabin with a view of the galaxy.',
    category: 'fantasy',
    paragraphs: ['Our space-themed sets float you into orbit.', 'Starfields, space-station cabins and a view of the planet below.'],
    perks: ['Space-station sets', 'Starfield backdrops', 'Out-of-this-world 8K'],
  },
  {
    slug: 'scent-vr',
    title: 'Scent VR',
    tagline: 'Add scent to your VR: scenes paired with a scent diffuser that follows the action.',
    category: 'spa-day',
    paragraphs: [
      'Scent VR pairs each scene with a cue track for a home scent diffuser.',
      'Lavender at the spa, sea air on the beach: the room smells like the set.',
    ],
    perks: ['Scent cue tracks', 'Works with home diffusers', 'Spa and beach scenes'],
  },
  {
    slug: 'summer-splash',
    title: 'Summer Splash',
    tagline: 'Pool parties, beach days and sunshine all season long.',
    category: 'travel',
    paragraphs: ['Sun, sand and sparkling water in native VR.', 'Our summer sets, from the pool deck to the boardwalk.'],
    perks: ['Poolside scenes', 'Beach sets', 'Summer deal'],
  },
  {
    slug: 'scent-of-the-sea',
    title: 'Scent of the Sea',
    tagline: 'Salt air and ocean breeze: seaside scenes with a scent cue track.',
    category: 'outdoor',
    paragraphs: [
      'Put a sea-breeze cartridge in your diffuser and step onto the beach.',
      'Each scene carries a cue track, so the scent rises with the waves.',
    ],
    perks: ['Sea-breeze cue track', 'Beach and boat sets', 'Works with home diffusers'],
  },
  {
    slug: 'scent-of-the-forest',
    title: 'Scent of the Forest',
    tagline: 'Pine, moss and morning rain: woodland scenes with a scent cue track.',
    category: 'spa-day',
    paragraphs: [
      'A cabin in the woods, a forest spa and a walk after the rain.',
      'The cue track tells your diffuser when to bring in pine and cedar.',
    ],
    perks: ['Pine and cedar cues', 'Cabin and spa sets', 'Works with home diffusers'],
  },
];

const RAIL_SIZE = 8;
const MODEL_RAIL_SIZE = 6;

export function buildConstructorPages(videos: VideoRow[], models: ModelRow[]): ConstructorPageRow[] {
  const rng = createRng(SEED + 11);
  const videoIds = videos.map((v) => v.id);
  const modelIds = models.map((m) => m.id);
  return IDEAS.map((idea, i) => {
    const image = art.promo(idea.slug);
    const [first, second] = idea.paragraphs;
    const html = `<p>${first}</p><p>${second}</p><ul>${idea.perks.map((p) => `<li><strong>${p}</strong></li>`).join('')}</ul>`;
    return {
      id: i + 1,
      slug: idea.slug,
      title: idea.title,
      // No SEO title of its own: the page's head names it '{title} - {site name}' for whichever sibling site serves it.
      seoParams: { ...seo({ title: idea.title, description: idea.tagline, image }), title: '' },
      sections: [
        {
          type: 'hero',
          heading: idea.title,
          text: idea.tagline,
          image: { alt: idea.title, permalink: image },
          ctaLabel: 'Join Now',
          ctaHref: '/join-now/',
        },
        { type: 'text', heading: `About ${idea.title}`, html },
        {
          type: 'videoRail',
          heading: idea.category ? 'Scenes of the collection' : 'Featured scenes',
          videoIds: idea.category ? [] : rng.sample(videoIds, RAIL_SIZE),
          categorySlug: idea.category,
        },
        { type: 'modelRail', heading: 'Featured models', modelIds: rng.sample(modelIds, MODEL_RAIL_SIZE) },
        {
          type: 'cta',
          heading: 'Ready for the full scenes?',
          text: 'Join today for every scene in full length, downloads and streaming on your headset.',
          label: 'Get Full Access',
          href: '/join-now/',
        },
      ],
    };
  });
}
