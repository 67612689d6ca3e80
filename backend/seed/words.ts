/** Invented, safe-for-work vocabulary the seed combines into names and titles. */

export const firstNames = [
  'Aurora', 'Bianca', 'Celeste', 'Daphne', 'Elena', 'Freya', 'Gemma', 'Harper', 'Isla', 'Jade',
  'Kira', 'Luna', 'Maya', 'Nadia', 'Olivia', 'Piper', 'Quinn', 'Rosa', 'Sienna', 'Tessa',
  'Uma', 'Vera', 'Willa', 'Xenia', 'Yara', 'Zoe', 'Amber', 'Brooke', 'Clara', 'Delia',
  'Esme', 'Fiona', 'Greta', 'Hazel', 'Ivy', 'Juniper', 'Kaia', 'Lila', 'Mila', 'Nova',
  'Opal', 'Paige', 'Ruby', 'Stella', 'Talia', 'Valerie', 'Wren', 'Yasmin', 'Zara', 'Ada',
] as const;

export const lastNames = [
  'Vale', 'Sterling', 'Monroe', 'Hart', 'Rivers', 'Lane', 'Frost', 'Bloom', 'Knight', 'Summers',
  'Blake', 'Carter', 'Hayes', 'Wilde', 'Rose', 'Storm', 'Quill', 'Ember', 'Meadows', 'Sloane',
  'Winter', 'Fox', 'Grey', 'Marlowe', 'Noble', 'Reyes', 'Skye', 'Tate', 'Vance', 'West',
] as const;

export const titleStarts = [
  'Sunset', 'Midnight', 'Morning', 'Golden', 'Velvet', 'Neon', 'Summer', 'Winter', 'Autumn', 'Silver',
  'Crimson', 'Lazy', 'Secret', 'Starlit', 'Rainy', 'Sunny', 'Moonlit', 'Weekend', 'Cozy', 'Electric',
] as const;

export const titlePlaces = [
  'Rooftop', 'Beach', 'Cabin', 'Studio', 'Library', 'Garden', 'Penthouse', 'Lakeside', 'Balcony', 'Poolside',
  'Loft', 'Vineyard', 'Lighthouse', 'Greenhouse', 'Cafe', 'Boathouse', 'Gallery', 'Observatory', 'Terrace', 'Chalet',
] as const;

export const titleEnds = [
  'Encounter', 'Rendezvous', 'Getaway', 'Date', 'Escape', 'Reunion', 'Surprise', 'Session', 'Adventure', 'Serenade',
  'Daydream', 'Visit', 'Dance', 'Picnic', 'Retreat', 'Story',
] as const;

export const countries = ['United States', 'Canada', 'United Kingdom', 'Czech Republic', 'Hungary', 'Spain', 'Brazil', 'Colombia', 'Ukraine', 'Australia'] as const;
export const eyeColors = ['Brown', 'Blue', 'Green', 'Hazel', 'Grey'] as const;
export const hairColors = ['Brunette', 'Blonde', 'Black', 'Red', 'Auburn'] as const;
export const hobbies = ['Yoga', 'Painting', 'Hiking', 'Photography', 'Cooking', 'Surfing', 'Gaming', 'Dancing', 'Reading', 'Travel'] as const;

export const modelTags = [
  { slug: 'brunette', label: 'Brunette' },
  { slug: 'blonde', label: 'Blonde' },
  { slug: 'redhead', label: 'Redhead' },
  { slug: 'petite', label: 'Petite' },
  { slug: 'tall', label: 'Tall' },
  { slug: 'athletic', label: 'Athletic' },
  { slug: 'tattooed', label: 'Tattooed' },
  { slug: 'newcomer', label: 'Newcomer' },
  { slug: 'award-winner', label: 'Award Winner' },
  { slug: 'cosplayer', label: 'Cosplayer' },
] as const;

export const sentences = [
  'The light is soft, the view is wide and every detail feels close enough to touch.',
  'Filmed in native high resolution with a calm, steady camera for a comfortable experience.',
  'A relaxed, playful scene with plenty of conversation and genuine chemistry.',
  'Put on your headset and step into a warm afternoon that never seems to end.',
  'Expect sweeping views, gentle music and a host who makes you feel right at home.',
  'Every moment was staged for virtual reality, so you always feel like part of the scene.',
  'A story told in one continuous take, shot with our latest 180-degree stereo rig.',
  'Bright colours, clear sound and a setting you will want to revisit again and again.',
] as const;
