/**
 * Seeded deals (spec 001 §2 'Deals — /deals/', 'Maintenance deals carousel', §3 'Deal'): offers of invented partner
 * sites (links under the reserved .example domain) in all four variants, with countdowns of 2 h, 45 min and 90 s or
 * none, 1 to 3 notification texts, some without a discount (no sticker) and some without an image alt (the card
 * falls back to the title). Five are of type 'maintenance' (also on the maintenance page's carousel), the others
 * 'partner'. And the deals page's slides, three for desktop and three for mobile. Art is generated
 * (backend/media/deal-art.ts). Stored under the settings 'deals' and 'dealSliders'; listed unsorted on purpose
 * (the site orders by sort).
 */
import type { Deal, DealSlide } from '../../contracts/deals.ts';

type DealSeed = Omit<Deal, 'image' | 'btnLink'> & { site: string; alt: string };

const DEALS: DealSeed[] = [
  {
    id: 1,
    site: 'neon-lagoon',
    title: 'Neon Lagoon VR',
    description: 'Tropical night scenes in 8K. Full access to the whole library.',
    alt: 'Neon Lagoon VR banner',
    oldPrice: 29.99,
    newPrice: 9.99,
    timer: 7200,
    notificationTexts: ['12 members joined in the last hour', 'Lowest price this season', 'Offer renews every 2 hours'],
    type: 'maintenance',
    sort: 3,
    variant: 'largeRed',
  },
  {
    id: 2,
    site: 'starlit-loft',
    title: 'Starlit Loft',
    description: 'City-view penthouse sets, new releases every Friday.',
    alt: '',
    oldPrice: 24.95,
    newPrice: 14.95,
    timer: 90,
    notificationTexts: ['Flash sale: 90 seconds left', 'Someone in Lisbon just took this deal'],
    type: 'maintenance',
    sort: 1,
    variant: 'red',
  },
  {
    id: 3,
    site: 'pixel-harbor',
    title: 'Pixel Harbor',
    description: 'Retro arcade themed VR stories with interactive menus.',
    alt: 'Pixel Harbor banner',
    oldPrice: 19.99,
    newPrice: 19.99,
    timer: 0,
    notificationTexts: ['Free trial scenes included'],
    type: 'maintenance',
    sort: 2,
    variant: 'green',
  },
  {
    id: 4,
    site: 'velvet-orbit',
    title: 'Velvet Orbit',
    description: 'Space station sets and zero-gravity camera work.',
    alt: 'Velvet Orbit banner',
    oldPrice: 34.99,
    newPrice: 17.49,
    timer: 2700,
    notificationTexts: ['Half price for 45 minutes', 'Over 300 scenes'],
    type: 'maintenance',
    sort: 4,
    variant: 'darkest',
  },
  {
    id: 5,
    site: 'aurora-cabin',
    title: 'Aurora Cabin',
    description: 'Snowy cabin evenings by the fire, filmed in 180° stereo.',
    alt: 'Aurora Cabin banner',
    oldPrice: 14.99,
    newPrice: 11.99,
    timer: 0,
    notificationTexts: ['Cosy winter collection', 'New scene every week', 'Cancel any time'],
    type: 'maintenance',
    sort: 5,
    variant: 'green',
  },
  {
    id: 6,
    site: 'cobalt-dream',
    title: 'Cobalt Dream',
    description: 'Moody blue-lit studio sessions with binaural sound.',
    alt: 'Cobalt Dream banner',
    oldPrice: 39.99,
    newPrice: 19.99,
    timer: 90,
    notificationTexts: ['Deal restarts every 90 seconds'],
    type: 'partner',
    sort: 8,
    variant: 'red',
  },
  {
    id: 7,
    site: 'maple-studio',
    title: 'Maple Studio VR',
    description: 'Warm autumn light, countryside sets and slow storytelling.',
    alt: '',
    oldPrice: 12.99,
    newPrice: 12.99,
    timer: 7200,
    notificationTexts: ['Members’ favourite', 'Two-hour special'],
    type: 'partner',
    sort: 6,
    variant: 'darkest',
  },
  {
    id: 8,
    site: 'lumen-suite',
    title: 'Lumen Suite',
    description: 'Hotel suite scenes with the best lighting in VR.',
    alt: 'Lumen Suite banner',
    oldPrice: 49.99,
    newPrice: 24.99,
    timer: 0,
    notificationTexts: ['Yearly bundle', 'Includes 4K downloads', 'Bonus scenes for new members'],
    type: 'partner',
    sort: 7,
    variant: 'largeRed',
  },
  {
    id: 9,
    site: 'echo-bay',
    title: 'Echo Bay',
    description: 'Seaside boardwalk sets, sunsets and soft waves.',
    alt: 'Echo Bay banner',
    oldPrice: 17.99,
    newPrice: 8.99,
    timer: 2700,
    notificationTexts: ['Summer price all year'],
    type: 'partner',
    sort: 9,
    variant: 'green',
  },
];

export function buildDeals(): Deal[] {
  return DEALS.map(({ site, alt, ...deal }) => ({
    ...deal,
    image: { permalink: `/media/art/deal/${deal.id}.svg`, alt },
    btnLink: `https://${site}.example/`,
  }));
}

export function buildDealSlides(): DealSlide[] {
  const slide = (id: number, type: DealSlide['type'], sort: number, alt: string, link: string): DealSlide => ({
    id,
    type,
    sort,
    image: { permalink: `/media/art/deal-slide/${id}-${type}.svg`, alt },
    link,
  });
  // The alt texts are the words the art draws (deal-art.ts, by id).
  return [
    slide(2, 'desktop', 2, 'Bundles of the week', 'https://lumen-suite.example/'),
    slide(1, 'desktop', 1, 'Save on partner sites', '/join-now/'),
    slide(3, 'desktop', 3, 'More VR for less', 'https://neon-lagoon.example/'),
    slide(5, 'mobile', 2, 'Save on partner sites', '/join-now/'),
    slide(4, 'mobile', 1, 'Partner deals', 'https://lumen-suite.example/'),
    slide(6, 'mobile', 3, 'Bundles of the week', 'https://neon-lagoon.example/'),
  ];
}
