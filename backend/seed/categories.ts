/** Seeded categories (spec 000 §3 'Category'): 12 standard and 3 custom ones carrying a `type`. */
import { art } from './constants.ts';
import { customCategories, standardCategories } from './reference.ts';
import { seo } from './seo.ts';
import type { CategoryRow } from './types.ts';

/** Sort keys place custom categories between standard ones (list order = sort ascending). */
const customSorts = [45, 95, 125];

export function buildCategories(): CategoryRow[] {
  const standard: CategoryRow[] = standardCategories.map((c, index) => {
    const id = index + 1;
    const image = art.category(c.slug);
    return {
      id,
      slug: c.slug,
      name: c.name,
      type: null,
      sort: (index + 1) * 10,
      data: {
        id,
        name: c.name,
        slug: c.slug,
        label: c.label,
        description: `Browse our ${c.name.toLowerCase()} virtual reality scenes, filmed in up to 8K for every modern headset.`,
        categoryImage: { alt: c.name, permalink: image },
        seoParams: seo({
          title: `${c.name} VR Videos`,
          description: `The best ${c.name.toLowerCase()} VR videos in 6K and 8K.`,
          image,
          keywords: `${c.name} VR, ${c.label}`,
          shortSeoText: `${c.label} made for virtual reality.`,
          fullSeoText: `${c.label} made for virtual reality. Every scene is filmed with a stereo 180-degree camera and mastered for today's headsets.`,
        }),
      },
    };
  });
  const custom: CategoryRow[] = customCategories.map((c, index) => {
    const id = standard.length + index + 1;
    return {
      id,
      slug: c.slug,
      name: c.name,
      type: c.type,
      sort: customSorts[index] ?? 1000 + index,
      data: {
        id,
        type: c.type,
        name: c.name,
        slug: c.slug,
        text: c.text,
        image: { alt: c.name, permalink: art.category(c.slug) },
        link: c.link,
        isInNewTab: c.isInNewTab,
        memberPlus: c.memberPlus,
        priceUuid: c.priceUuid,
      },
    };
  });
  return [...standard, ...custom].sort((a, b) => a.sort - b.sort);
}
