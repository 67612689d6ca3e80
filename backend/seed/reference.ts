/** Reference lists of the digest (spec 000 §3, §9): video positions 1-6, tech formats (3 = AI), qualities, devices. */

export const videoPositions = [
  { id: 1, name: 'Standing' },
  { id: 2, name: 'Sitting' },
  { id: 3, name: 'Lying Down' },
  { id: 4, name: 'Side View' },
  { id: 5, name: 'Close Up' },
  { id: 6, name: 'Walking' },
];

export const videoTechFormats = [
  { id: 1, name: '180° 3D' },
  { id: 2, name: 'Passthrough' },
  { id: 3, name: 'AI' },
  { id: 4, name: '60 FPS' },
];

export const AI_FORMAT_ID = 3;

export const videoQualities = [
  { id: 1, name: '2K' },
  { id: 2, name: '3K' },
  { id: 3, name: '4K' },
  { id: 4, name: '5K' },
  { id: 5, name: '6K' },
  { id: 6, name: '8K' },
];

/** Download sizes per quality for a 30-minute scene (bytes), scaled by duration. */
export const qualityBytesPer30Min: Record<string, number> = {
  '2K': 1_400_000_000,
  '3K': 2_300_000_000,
  '4K': 3_600_000_000,
  '5K': 5_200_000_000,
  '6K': 7_400_000_000,
  '8K': 12_800_000_000,
};

export const qualityLabels: Record<string, string> = {
  '2K': '2K (2048x1024)',
  '3K': '3K / PSVR (2880x1440)',
  '4K': '4K (3840x1920)',
  '5K': '5K (4800x2400)',
  '6K': '6K (5760x2880)',
  '8K': '8K (7680x3840)',
};

export const devices = [
  { name: 'Meta Quest 3', qualities: ['4K', '5K', '6K', '8K'] },
  { name: 'Meta Quest 2', qualities: ['2K', '3K', '4K', '5K'] },
  { name: 'Apple Vision Pro', qualities: ['4K', '6K', '8K'] },
  { name: 'Pico 4', qualities: ['3K', '4K', '5K', '6K'] },
  { name: 'PlayStation VR2', qualities: ['3K', '4K'] },
];

export const standardCategories = [
  { slug: 'pov', name: 'POV', label: 'Point of View' },
  { slug: 'romantic', name: 'Romantic', label: 'Romantic Scenes' },
  { slug: 'cosplay', name: 'Cosplay', label: 'Cosplay Scenes' },
  { slug: 'outdoor', name: 'Outdoor', label: 'Outdoor Scenes' },
  { slug: 'fitness', name: 'Fitness', label: 'Fitness Scenes' },
  { slug: 'dance', name: 'Dance', label: 'Dance Scenes' },
  { slug: 'roleplay', name: 'Roleplay', label: 'Roleplay Scenes' },
  { slug: 'fantasy', name: 'Fantasy', label: 'Fantasy Scenes' },
  { slug: 'travel', name: 'Travel', label: 'Travel Scenes' },
  { slug: 'spa-day', name: 'Spa Day', label: 'Spa Day Scenes' },
  { slug: 'behind-the-scenes', name: 'Behind the Scenes', label: 'Behind the Scenes' },
  { slug: 'passthrough', name: 'Passthrough', label: 'AR Passthrough Scenes' },
];

export const customCategories = [
  {
    slug: 'vr-cam-girls',
    name: 'VR Cam Girls',
    type: 'external-offer',
    text: 'Live VR cams with our models, streaming now.',
    link: '/vr-cam-girls/',
    isInNewTab: false,
    memberPlus: false,
    priceUuid: null,
  },
  {
    slug: 'free-vr-app',
    name: 'Free VR App',
    type: 'external-offer',
    text: 'Watch every scene in our free VR app.',
    link: 'https://app.vrdemo.test/',
    isInNewTab: true,
    memberPlus: false,
    priceUuid: null,
  },
  {
    slug: 'member-plus-bonus',
    name: 'Member Plus Bonus',
    type: 'member-plus',
    text: 'Bonus scenes from our partner studios for Member Plus subscribers.',
    // The link for everyone the offer is not for (guests, other billers; spec 001 §5): the join-now page.
    link: '/join-now/',
    isInNewTab: false,
    memberPlus: true,
    priceUuid: '6f1c2a4e-8b3d-4c5e-9a7f-0d1e2f3a4b5c',
  },
];
