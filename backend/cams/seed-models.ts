/**
 * The cam provider simulator's model bots, drawn deterministically from a seed: invented, safe-for-work
 * names and profiles across girls, couples and trans, their tag groups (which also answer GET {content}/room-tags),
 * their streams (2D, mostly 3D too; some 6K), tip and toy menus, and private, voice-private and spy settings.
 */
import type { CamCategory, TipMenuItem, ToyMenuItem } from '../../contracts/cam-provider.ts';
import { type Rng, createRng } from '../seed/prng.ts';

export interface TagDef {
  code: string;
  name: string;
}

export interface TagGroupDef {
  code: string;
  name: string;
  tags: TagDef[];
}

/** The tag groups of the list's filter (§2.2) and of the models' profiles (§3.4). */
export const TAG_GROUPS: readonly TagGroupDef[] = [
  {
    code: 'appearance',
    name: 'Appearance',
    tags: [
      { code: 'blonde', name: 'Blonde' },
      { code: 'brunette', name: 'Brunette' },
      { code: 'redhead', name: 'Redhead' },
      { code: 'tattoos', name: 'Tattoos' },
      { code: 'glasses', name: 'Glasses' },
    ],
  },
  {
    code: 'body',
    name: 'Body',
    tags: [
      { code: 'petite', name: 'Petite' },
      { code: 'athletic', name: 'Athletic' },
      { code: 'curvy', name: 'Curvy' },
      { code: 'tall', name: 'Tall' },
    ],
  },
  {
    code: 'activities',
    name: 'Activities',
    tags: [
      { code: 'dancing', name: 'Dancing' },
      { code: 'cosplay', name: 'Cosplay' },
      { code: 'yoga', name: 'Yoga' },
      { code: 'role-play', name: 'Role Play' },
      { code: 'chatting', name: 'Chatting' },
      { code: 'gaming', name: 'Gaming' },
    ],
  },
  {
    code: 'languages',
    name: 'Languages',
    tags: [
      { code: 'english', name: 'English' },
      { code: 'spanish', name: 'Spanish' },
      { code: 'german', name: 'German' },
      { code: 'french', name: 'French' },
      { code: 'italian', name: 'Italian' },
    ],
  },
];

export const CATEGORY_NAMES: Record<CamCategory, string> = { girls: 'Girls', couples: 'Couples', trans: 'Trans' };

export interface ModelDef {
  /** Broadcast id (the room; HLS paths use it). */
  id: string;
  modelId: string;
  nickname: string;
  name: string;
  category: CamCategory;
  age: number;
  bio: string[];
  interests: string[];
  languages: string[];
  bodyType: string;
  ethnicity: string;
  eyeColor: string;
  hairColor: string;
  /** Tag codes by group code. */
  tags: Record<string, string[]>;
  has3d: boolean;
  is6k: boolean;
  privateTariff: number;
  privateMinDuration: number;
  voiceTariff: number;
  voiceMinDuration: number;
  withClientAudio: boolean;
  spyEnabled: boolean;
  spyTariff: number;
  tipMenu: TipMenuItem[];
  tipMenuEnabled: boolean;
  toysMenu: ToyMenuItem[];
  /** Text statuses the bot picks from. */
  textStatuses: string[];
  /** Typical audience (simulated viewers). */
  popularity: number;
  /** The palette seed of the preview art. */
  artSeed: number;
}

const GIRL_NAMES = [
  'Aria Vale',
  'Luna Rivers',
  'Mira Sol',
  'Nova Lane',
  'Skye Marlow',
  'Ivy Hart',
  'Zara Quinn',
  'Elle Dawn',
  'Cora Bloom',
  'Tessa Fern',
  'Lyra Stone',
  'Maya Crest',
  'Nina Frost',
  'Ruby Sage',
  'Jade Ember',
  'Kira Wren',
  'Lola Brook',
  'Vera Lux',
  'Sienna Gale',
  'Piper Moon',
  'Daisy Pike',
  'Gemma Rue',
  'Hazel Cove',
  'Opal Reed',
];
const COUPLE_NAMES = ['Ben & Ada', 'Leo & Mila', 'Sam & Rae', 'Max & Evie', 'Theo & Lin', 'Noah & Isla', 'Jay & Kim', 'Rio & Tess', 'Dan & Bea'];
const TRANS_NAMES = ['Alexa Noir', 'Dani Storm', 'Remy Blaze', 'Kai Velvet', 'Sasha Orbit', 'Robin Vega', 'Quinn Astra', 'Jules Prism', 'Nico Halo'];

const INTERESTS = ['Music', 'Travel', 'Cooking', 'Fitness', 'Art', 'Books', 'Movies', 'Fashion', 'Photography', 'Hiking'];
const BODY = ['Petite', 'Athletic', 'Curvy', 'Slim', 'Average'];
const ETHNICITY = ['Caucasian', 'Latina', 'Asian', 'Ebony', 'Mixed'];
const EYES = ['Blue', 'Green', 'Brown', 'Hazel', 'Grey'];
const HAIR = ['Blonde', 'Brunette', 'Black', 'Red', 'Pink'];
const LANGS: Record<string, string> = { english: 'English', spanish: 'Spanish', german: 'German', french: 'French', italian: 'Italian' };

const TEXT_STATUSES = [
  'Welcome to my room!',
  'Dancing all night long',
  'Ask me about my tip menu',
  'New VR set, say hi',
  'Cosplay evening',
  'Chill and chat',
  'Goal: 500 tokens for a song',
  'Yoga stretch session',
  'Playing your requests',
  'Good vibes only',
  'Back from holidays',
  'Sunday lounge',
];

const TIP_ITEMS = ['Say your name', 'Blow a kiss', 'Dance for a minute', 'Song request', 'Change outfit', 'Wink', 'Spin around', 'Pose for a selfie'];
const TOY_LEVELS: Array<[string, number, number]> = [
  ['Low vibe', 3, 5],
  ['Medium vibe', 10, 10],
  ['High vibe', 25, 15],
  ['Ultra wave', 50, 30],
];

const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

function tipMenuOf(rng: Rng, prefix: string): TipMenuItem[] {
  return rng
    .sample(TIP_ITEMS, rng.int(3, 6))
    .map((title, i) => ({ id: `${prefix}-tip-${i + 1}`, title, price: rng.pick([5, 10, 15, 20, 25, 50, 75, 100]) }))
    .sort((a, b) => a.price - b.price);
}

function toysMenuOf(rng: Rng, prefix: string): ToyMenuItem[] {
  if (rng.chance(0.2)) return [];
  return TOY_LEVELS.map(([title, price, seconds], i) => ({ id: `${prefix}-toy-${i + 1}`, title, price, seconds }));
}

function modelOf(rng: Rng, index: number, name: string, category: CamCategory): ModelDef {
  const n = String(index + 1).padStart(3, '0');
  const nickname = slugOf(name) + (rng.chance(0.4) ? String(rng.int(1, 99)) : '');
  const langCodes = ['english', ...rng.sample(['spanish', 'german', 'french', 'italian'], rng.int(0, 2))];
  const tags: Record<string, string[]> = {};
  for (const group of TAG_GROUPS) {
    const codes = group.code === 'languages' ? langCodes : rng.sample(group.tags, rng.int(1, 2)).map((t) => t.code);
    tags[group.code] = codes;
  }
  const interests = rng.sample(INTERESTS, rng.int(2, 4));
  const first = name.split(/\s|&/)[0] ?? name;
  const privateTariff = rng.pick([40, 60, 60, 80, 90, 120]);
  const spyEnabled = rng.chance(0.55);
  return {
    id: `bc-${n}`,
    modelId: `cm-${n}`,
    nickname,
    name,
    category,
    age: rng.int(21, 38),
    bio: [
      `Hi, I am ${first}!`,
      `I love ${interests[0]?.toLowerCase() ?? 'music'} and ${interests[1]?.toLowerCase() ?? 'travel'}.`,
      rng.pick(['Come say hi in VR.', 'Tip menu is open.', 'Be kind and have fun.', 'Private shows welcome.']),
    ],
    interests,
    languages: langCodes.map((c) => LANGS[c] ?? c),
    bodyType: rng.pick(BODY),
    ethnicity: rng.pick(ETHNICITY),
    eyeColor: rng.pick(EYES),
    hairColor: rng.pick(HAIR),
    tags,
    has3d: rng.chance(0.85),
    is6k: rng.chance(0.25),
    privateTariff,
    privateMinDuration: rng.pick([2, 3, 3, 5]),
    voiceTariff: Math.max(10, Math.round((privateTariff * 0.6) / 10) * 10),
    voiceMinDuration: rng.pick([2, 3]),
    withClientAudio: rng.chance(0.5),
    spyEnabled,
    spyTariff: spyEnabled ? rng.pick([20, 30, 30, 40]) : 0,
    tipMenu: tipMenuOf(rng, `cm-${n}`),
    tipMenuEnabled: rng.chance(0.7),
    toysMenu: toysMenuOf(rng, `cm-${n}`),
    textStatuses: rng.sample(TEXT_STATUSES, 4),
    popularity: rng.int(3, 180),
    artSeed: rng.int(1, 1_000_000),
  };
}

/** The bots, in a fixed order (girls, couples, trans), with unique nicknames. */
export function buildModelDefs(seed: number): ModelDef[] {
  const rng = createRng(seed);
  const named: Array<[string, CamCategory]> = [
    ...GIRL_NAMES.map((n): [string, CamCategory] => [n, 'girls']),
    ...COUPLE_NAMES.map((n): [string, CamCategory] => [n, 'couples']),
    ...TRANS_NAMES.map((n): [string, CamCategory] => [n, 'trans']),
  ];
  const seen = new Set<string>();
  return named.map(([name, category], i) => {
    const def = modelOf(rng, i, name, category);
    while (seen.has(def.nickname)) def.nickname += 'x';
    seen.add(def.nickname);
    return def;
  });
}

/** Every tag with its group (for GET {content}/room-tags/{slug}; the slug is the tag's code). */
export function findTag(slug: string): { group: TagGroupDef; tag: TagDef } | null {
  for (const group of TAG_GROUPS) {
    const tag = group.tags.find((t) => t.code === slug);
    if (tag) return { group, tag };
  }
  return null;
}
