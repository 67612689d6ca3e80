/** Seeded models (performers), spec 000 §3 'Model': 60 invented names, information rows with 'Career Status' first. */
import type { Model } from '../../contracts/content-api.ts';
import { BASE_TIME, DAY, MODEL_COUNT, art, slugify, modelDiscussionId } from './constants.ts';
import type { Rng } from './prng.ts';
import { seo } from './seo.ts';
import type { ModelRow } from './types.ts';
import { countries, eyeColors, firstNames, hairColors, hobbies, lastNames, modelTags } from './words.ts';

const zodiac = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

function height(rng: Rng): string {
  const cm = rng.int(155, 182);
  const inches = Math.round(cm / 2.54);
  return `${Math.floor(inches / 12)}'${inches % 12}" (${cm} cm)`;
}

export function buildModels(rng: Rng): ModelRow[] {
  const names = new Set<string>();
  while (names.size < MODEL_COUNT) names.add(`${rng.pick(firstNames)} ${rng.pick(lastNames)}`);
  const sorted = [...names];
  const rows: ModelRow[] = [];
  sorted.forEach((title, index) => {
    const id = index + 1;
    const slug = slugify(title);
    const first = title.split(' ')[0] ?? title;
    const image = art.model(id);
    const publishedAt = BASE_TIME - (MODEL_COUNT - id) * 9 * DAY - rng.int(0, 8) * DAY;
    const birthday = BASE_TIME - rng.int(21 * 365, 36 * 365) * DAY;
    const debut = publishedAt - rng.int(30, 400) * DAY;
    const isFeatured = id % 4 === 1;
    const tags = rng.sample(modelTags, rng.int(2, 3)).map((t) => ({ slug: t.slug, label: t.label }));
    const country = rng.pick(countries);
    const description =
      `${title} is a ${rng.pick(['cheerful', 'thoughtful', 'adventurous', 'easygoing', 'witty'])} performer from ${country} ` +
      `who loves ${rng.pick(hobbies).toLowerCase()} and ${rng.pick(hobbies).toLowerCase()}. ` +
      `${first} joined the studio in ${new Date(debut * 1000).getUTCFullYear()} and has been a fan favourite in virtual reality ever since.`;
    const data: Model = {
      id,
      slug,
      title,
      description,
      featuredImage: { alt: title, permalink: image },
      isFeatured,
      isForcedFeatured: id === 1,
      rel: '',
      isInNewTab: false,
      galleryImages: [],
      socialItems: [
        { label: 'Twitter', link: `https://twitter.example.test/${slug}` },
        { label: 'Instagram', link: `https://instagram.example.test/${slug}` },
      ],
      forumDiscussionId: modelDiscussionId(id),
      adButtons: id % 5 === 0 ? [{ label: `Chat with ${first} live`, link: '/vr-cam-girls/' }] : [],
      modelInformation: [
        { label: 'Career Status', value: id % 11 === 0 ? 'Retired' : 'Active', fieldType: 'text' },
        { label: 'Birthday', value: birthday, fieldType: 'type_birthday' },
        { label: 'VR Debut', value: debut, fieldType: 'type_date' },
        { label: 'Country', value: country, fieldType: 'text' },
        { label: 'Height', value: height(rng), fieldType: 'text' },
        { label: 'Eye Color', value: rng.pick(eyeColors), fieldType: 'text' },
        { label: 'Hair Color', value: rng.pick(hairColors), fieldType: 'text' },
        { label: 'Zodiac', value: rng.pick(zodiac), fieldType: 'text' },
        { label: 'Hobbies', value: rng.sample(hobbies, 2).join(', '), fieldType: 'text' },
      ],
      tags,
      seoParams: seo({
        title: `${title} VR Videos`,
        description: `Watch every virtual reality scene with ${title}. ${description.split('. ')[0]}.`,
        image,
        keywords: `${title}, VR model, ${tags.map((t) => t.label).join(', ')}`,
        type: 'profile',
      }),
    };
    rows.push({ id, slug, title, publishedAt, views: rng.int(1_000, 90_000), isFeatured, data });
  });
  return rows;
}
