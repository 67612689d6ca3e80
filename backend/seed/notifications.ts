/**
 * Seeded notifications (spec 000 §2.3 'Notifications dropdown', §3 'Notification'): 24 of five kinds over the 30 days
 * before the seed's base date — new videos, new models, blog posts (each type's `ico` makes the link), a page of the
 * site without a type (/{url}/) and an external promotion (the raw URL). Invented, safe for work.
 */
import type { Notification, NotificationType } from '../../contracts/notifications.ts';
import { BASE_TIME, DAY, art } from './constants.ts';
import type { BlogPost, ModelRow, VideoRow } from './types.ts';

export const notificationTypes: NotificationType[] = [
  { id: 1, name: 'New video', ico: 'videos' },
  { id: 2, name: 'New model', ico: 'models' },
  { id: 3, name: 'Blog', ico: 'blog' },
];

export function buildNotifications(videos: VideoRow[], models: ModelRow[], posts: BlogPost[]): Notification[] {
  const newest = <T extends { publishedAt: number }>(rows: T[]) => [...rows].sort((a, b) => b.publishedAt - a.publishedAt);
  const v = newest(videos).slice(0, 12);
  const m = newest(models).slice(0, 5);
  const b = newest(posts).slice(0, 4);
  const items: Omit<Notification, 'id' | 'publishedAt'>[] = [
    ...v.map((row) => ({
      type: 1,
      url: row.slug,
      header: 'New video',
      title: row.title,
      image: { permalink: row.data.poster.permalink, alt: row.title },
    })),
    ...m.map((row) => ({
      type: 2,
      url: row.slug,
      header: 'New model',
      title: `${row.title} joined the site`,
      image: { permalink: row.data.featuredImage.permalink, alt: row.title },
    })),
    ...b.map((row) => ({ type: 3, url: row.slug, header: 'Blog', title: row.title, image: { permalink: row.image.permalink, alt: row.title } })),
    { type: null, url: 'faq', header: 'Help', title: 'New answers in our FAQ', image: { permalink: art.announcement(2), alt: 'FAQ' } },
    {
      type: null,
      url: 'https://apps.example.test/vr-player',
      header: 'Partner offer',
      title: 'Try the companion VR player',
      image: { permalink: art.announcement(3), alt: 'VR player' },
    },
    { type: null, url: 'devices/meta-quest-3', header: 'Help', title: 'Set up your headset in two minutes', image: null },
  ];
  // Spread over the 30 days before the base date, newest first, about one every 30 hours.
  return items.map((n, i) => ({ ...n, id: i + 1, publishedAt: BASE_TIME - Math.round(((i + 1) * 30 * DAY) / (items.length + 1)) }));
}
