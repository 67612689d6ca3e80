/**
 * Seeded content of the help and information pages (spec 000 §2.4 'Devices and help', 'Try AR page', §3 'Device page',
 * 'Try AR content', 'Lists'): devices with their videos, the help topics' questions, FAQs with their sort, partner sites,
 * the AI-engine category and the try-AR page's categories. Invented, safe for work, deterministic (own PRNG stream, so
 * the rows seeded before these stay as they were).
 */
import type { Faq, HelpQuestion, HelpTopicKey, Partner } from '../../contracts/info-pages.ts';
import type { AiMaskPopup } from '../../contracts/ai-mask.ts';
import { AI_FORMAT_ID } from './reference.ts';
import { SEED, art } from './constants.ts';
import { createRng } from './prng.ts';
import { seo } from './seo.ts';
import type { CategoryRow, DeviceRow, VideoRow } from './types.ts';

/** The AI-engine category of the try-AR page: every video made with the AI tech format (id 3). */
export const AI_CATEGORY_SLUG = 'ai-engine';
/** The AR category of the try-AR page (the passthrough scenes). */
export const AR_CATEGORY_SLUG = 'passthrough';

/** Adds the AI-engine category after the others and files the AI-format videos under it. */
export function withAiCategory(categories: CategoryRow[], videos: VideoRow[]): CategoryRow[] {
  const id = Math.max(...categories.map((c) => c.id)) + 1;
  const name = 'AI Engine';
  const image = art.category(AI_CATEGORY_SLUG);
  for (const video of videos) if (video.data.videoTechBar.formats.includes(AI_FORMAT_ID)) video.categoryIds.push(id);
  const row: CategoryRow = {
    id,
    slug: AI_CATEGORY_SLUG,
    name,
    type: null,
    sort: 1000,
    data: {
      id,
      name,
      slug: AI_CATEGORY_SLUG,
      label: 'AI Engine Scenes',
      description: 'Scenes mastered with our AI engine: the background removed frame by frame, so the scene plays in your room.',
      categoryImage: { alt: name, permalink: image },
      seoParams: seo({
        title: 'AI Engine VR Videos',
        description: 'VR videos mastered with our AI engine for passthrough viewing.',
        image,
        shortSeoText: 'Scenes mastered with our AI engine.',
        fullSeoText: 'Scenes mastered with our AI engine. The background is removed frame by frame, so the scene plays in your own room.',
      }),
    },
  };
  return [...categories, row];
}

const DEVICES: { name: string; qualities: string[]; intro: string }[] = [
  { name: 'Meta Quest 3', qualities: ['4K', '5K', '6K', '8K'], intro: 'a standalone headset with sharp pancake lenses and colour passthrough' },
  { name: 'Meta Quest 2', qualities: ['2K', '3K', '4K', '5K'], intro: 'the popular standalone headset that plays our scenes up to 5K' },
  { name: 'Apple Vision Pro', qualities: ['4K', '6K', '8K'], intro: 'a spatial computer with micro-OLED displays for the finest picture' },
  { name: 'Pico 4', qualities: ['3K', '4K', '5K', '6K'], intro: 'a light standalone headset with a balanced strap' },
  { name: 'PlayStation VR2', qualities: ['3K', '4K'], intro: 'the console headset with OLED displays and eye tracking' },
  { name: 'Valve Index', qualities: ['4K', '5K', '6K'], intro: 'a PC headset with wide field of view and high refresh rates' },
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Six devices, each with 16 to 30 of the videos whose top quality it plays. */
export function buildDevices(videos: VideoRow[]): DeviceRow[] {
  const rng = createRng(SEED + 9);
  return DEVICES.map((d, index) => {
    const slug = slugOf(d.name);
    const image = art.device(slug);
    const playable = videos.filter((v) => v.data.videoFiles.some((f) => d.qualities.includes(f.quality)));
    const videoIds = rng
      .sample(playable, rng.int(16, 30))
      .map((v) => v.id)
      .sort((a, b) => b - a);
    const text = `${d.name} is ${d.intro}.`;
    return {
      id: index + 1,
      slug,
      sort: (index + 1) * 10,
      videoIds,
      data: {
        id: index + 1,
        slug,
        sort: (index + 1) * 10,
        device: { name: d.name },
        deviceImageClipped: { alt: d.name, permalink: image },
        seoParams: seo({
          title: `VR Videos for ${d.name}`,
          description: `How to watch our VR videos on ${d.name}, and the scenes that look best on it.`,
          image,
          keywords: `${d.name}, VR videos, headset`,
          shortSeoText: `<p>${text} Our scenes play on it in ${d.qualities.join(', ')}.</p>`,
          fullSeoText: `<p>${text} Open the site in the headset's browser, sign in and press play: the player picks the best quality the headset handles. For downloads choose ${d.qualities.at(-1)} or lower, and play the file in any VR video player that supports 180° side-by-side video.</p>`,
        }),
      },
    };
  });
}

const HELP: Record<HelpTopicKey, [string, string][]> = {
  tech: [
    [
      'Which headsets can play the videos?',
      'Every modern headset with a web browser or a VR video player: see the device guides below for each one.',
    ],
    ['Which video format do you use?', '180° stereoscopic side-by-side video, encoded in H.265 and VP9, from 2K up to 8K.'],
    [
      'How do I play a downloaded video?',
      'Copy the file to your headset and open it in a VR video player. Choose 180° and side-by-side if the player asks.',
    ],
    [
      'The video stutters. What can I do?',
      'Choose a lower quality in the player, or download the video; a wired connection or Wi-Fi 6 helps streaming.',
    ],
    [
      'What is passthrough?',
      'Passthrough scenes blend the model into your own room through the headset cameras. They need a headset with colour passthrough.',
    ],
  ],
  general: [
    ['What do I get as a member?', 'Every scene in full length, downloads in every quality, new releases each week and our free VR app.'],
    ['How often are new scenes released?', 'New scenes arrive every week. Upcoming scenes are shown on the home page.'],
    ['Can I watch without a headset?', 'Yes. Every scene plays in a normal browser too, where you can look around by dragging the picture.'],
    ['How do I reset my password?', 'Use the link on the login page. We send a reset link to the e-mail address of your account.'],
    ['How do I contact support?', 'Write to us from the Contact page; we answer every day of the year.'],
  ],
  bill: [
    ['Which payment methods do you accept?', 'Credit and debit cards and several local payment methods, processed by our billing partners.'],
    ['How will the charge appear on my statement?', 'Under a neutral billing name that does not mention the site.'],
    [
      'How do I cancel my membership?',
      'Open your dashboard and follow the steps under Membership Info. Access continues until the end of the paid period.',
    ],
    ['Can I get a refund?', 'Write to support within 14 days of a charge and we will look at your request.'],
  ],
};

export function buildHelpQuestions(): { topic: HelpTopicKey; sort: number; data: HelpQuestion }[] {
  let id = 0;
  return (Object.entries(HELP) as [HelpTopicKey, [string, string][]][]).flatMap(([topic, items]) =>
    items.map(([question, answer], i) => {
      id++;
      return { topic, sort: (i + 1) * 10, data: { id, question, answer: `<p>${answer}</p>` } };
    }),
  );
}

const FAQS: [string, string][] = [
  ['Is my membership discreet?', 'Yes. Charges appear under a neutral name, and we never share your e-mail address.'],
  [
    'Which headsets are supported?',
    'Any modern headset with a browser or VR video player, such as Meta Quest, Pico, Apple Vision Pro and PlayStation VR2.',
  ],
  ['Can I download videos?', 'Members download every scene in several qualities. Trial memberships can watch online only.'],
  ['How many videos can I download a day?', 'Up to 20 videos a day, so every member gets fast downloads.'],
  ['Do I need an app?', 'No, the site plays in the headset browser. Our free VR app adds offline viewing and a library view.'],
  ['How do I cancel?', 'From your dashboard under Membership Info. Access continues until the end of the paid period.'],
  ['What does the trial include?', 'Streaming of every scene for the length of the trial; downloads start with a full membership.'],
  [
    'Why must I verify my age?',
    'The law of some regions requires an age check. It takes a minute and your data stays with the verification provider.',
  ],
  ['What is an AR scene?', 'A passthrough scene that places the model in your own room, seen through the headset cameras.'],
  ['Can I change my e-mail address?', 'Yes, from Account Settings in your dashboard. We send a confirmation link to the new address.'],
  ['How do I delete my account?', 'Use the account removal page; we send a confirmation link to your e-mail address.'],
  ['Who do I contact for business inquiries?', 'Write to business@example.com or use the Business page.'],
];

/** Twelve FAQs; their sort keys are not their insertion order, so a list shown by sort proves it sorted. */
export function buildFaqs(): Faq[] {
  return FAQS.map(([question, answer], i) => ({ id: i + 1, question, answer: `<p>${answer}</p>`, sort: ((i * 5) % FAQS.length) * 10 + 10 }));
}

const PARTNERS: [string, string][] = [
  ['Northern Lights VR', 'Travel and nature scenes filmed in 8K under the arctic sky.'],
  ['Studio Parallax', 'Dance and fitness sessions choreographed for virtual reality.'],
  ['Blue Harbor Films', 'Romantic stories shot on location by the sea.'],
  ['Cosmic Canvas', 'Fantasy worlds and cosplay adventures with handmade sets.'],
  ['Quiet Room Media', 'Relaxing spa and wellness experiences in stereo 3D.'],
];

export function buildPartners(): Partner[] {
  return PARTNERS.map(([name, text], i) => {
    const slug = slugOf(name);
    return {
      id: i + 1,
      name,
      logo: { alt: `${name} logo`, permalink: art.partner(slug) },
      text,
      link: `https://${slug}.example/`,
      sort: (i + 1) * 10,
    };
  });
}

/**
 * The AI-mask pop-up settings (GET /aima{secret}): the pop-up an AI-mask video's page opens after 4 s, looping a
 * card preview clip, its button leading to the try-AR page where the AI-engine scenes are.
 */
export const buildAiMaskPopup = (): AiMaskPopup => ({
  isActive: true,
  title: 'AI Engine: the scene in your own room',
  text: 'Our AI engine removes the background of this scene frame by frame, so the performers stand in your room. Turn on passthrough in your headset and play it in VR.',
  video: { src: '/media/clips/preview-3.webm', poster: '' },
  buttonText: 'Try AR Videos',
  buttonLink: '/try-ar/',
  delaySeconds: 4,
  position: 'center center',
  persistent: false,
});

/** The try-AR page's settings: its two categories and its SEO params; the videos are read from the categories. */
export const buildArPage = () => ({
  arCategory: { slug: AR_CATEGORY_SLUG, name: 'Passthrough' },
  aiCategory: { slug: AI_CATEGORY_SLUG, name: 'AI Engine' },
  seoParams: seo({
    title: 'Try AR Videos',
    description: 'Try augmented reality: passthrough scenes and AI-engine scenes that play in your own room.',
    shortSeoText: '<p>AR scenes play in your own room through the cameras of your headset.</p>',
    fullSeoText:
      '<p>AR scenes play in your own room through the cameras of your headset. Passthrough scenes are filmed for it; AI-engine scenes are mastered by our AI engine, which removes the background frame by frame.</p>',
  }),
});
