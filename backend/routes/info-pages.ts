/**
 * Content API calls of the help and information pages under {content} (spec 000 §7 'Content'): GET /devices,
 * /devices/{slug}, /help-topics, /faqs, /partners-page, /ar-page and /jsonld/{page}.
 */
import { z } from 'zod/mini';
import {
  ArPageAnswer,
  DeviceAnswer,
  DeviceList,
  DeviceQuery,
  FaqList,
  HelpTopicKey,
  HelpTopicsAnswer,
  type JsonLd,
  JsonLdAnswer,
  JsonLdQuery,
  PartnersAnswer,
} from '../../contracts/info-pages.ts';
import { AiMaskPopupAnswer, type AiMaskPopup } from '../../contracts/ai-mask.ts';
import type { RouteModule } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { query, slugParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { getSetting, pageBySlug } from '../repo/catalogue.ts';
import { arPage, deviceBySlug, helpTopics, listDevices, listFaqs, listPartners, videosOfDevice } from '../repo/info-pages.ts';
import { contentBase } from './content.ts';

/** The route names /jsonld/{page} knows (spec 000 §2.2): the pages whose head asks for it. */
const JSON_LD_PAGES = new Set(['help', 'devices-slug', 'faq', 'app', 'try-ar', 'partners', 'contact', 'business']);

const faqPage = (url: string, name: string, entries: { question: string; answer: string }[]): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  name,
  url,
  mainEntity: entries.map((e) => ({
    '@type': 'Question',
    name: e.question,
    acceptedAnswer: { '@type': 'Answer', text: e.answer.replace(/<[^>]+>/g, '') },
  })),
});

export const infoPageRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const path = (p: string) => `${contentBase}${p}`;

  app.get(path('/devices'), async (c) => send(c, DeviceList, { items: await listDevices(db) }));

  app.get(path('/devices/:slug'), async (c) => {
    const q = query(c, DeviceQuery);
    const device = await deviceBySlug(db, slugParam(c));
    if (!device) throw notFound();
    return send(c, DeviceAnswer, { item: device.data, videos: await videosOfDevice(db, device.id, q.page, q.limit) });
  });

  app.get(path('/help-topics'), async (c) => send(c, HelpTopicsAnswer, { items: await helpTopics(db) }));

  app.get(path('/faqs'), async (c) => send(c, FaqList, { items: await listFaqs(db) }));

  app.get(path('/partners-page'), async (c) => send(c, PartnersAnswer, { items: await listPartners(db) }));

  app.get(path('/ar-page'), async (c) => {
    const page = await arPage(db);
    if (!page) throw notFound();
    return send(c, ArPageAnswer, { ARPage: page });
  });

  // GET /aima{secret}: the AI-mask pop-up settings, at the configured suffix only (any other is an unknown path).
  app.get(path('/:aima{aima[A-Za-z0-9_-]+}'), async (c) => {
    if (c.req.param('aima') !== `aima${ctx.aiMaskSecret}`) throw notFound();
    return send(c, AiMaskPopupAnswer, { item: (await getSetting<AiMaskPopup>(db, 'aiMaskPopup')) ?? null });
  });

  app.get(path('/jsonld/:page'), async (c) => {
    const name = slugParam(c, 'page');
    const q = query(c, JsonLdQuery);
    if (!JSON_LD_PAGES.has(name)) throw notFound();
    const url = `${ctx.publicUrl}${q.path}`;
    if (name === 'faq') return send(c, JsonLdAnswer, { item: faqPage(url, 'Frequently Asked Questions', await listFaqs(db)) });
    if (name === 'help') {
      const topic = z.safeParse(HelpTopicKey, new URLSearchParams(q.query).get('topic') ?? 'general');
      const topics = await helpTopics(db);
      const questions = topics.find((t) => t.key === (topic.success ? topic.data : 'general'))?.questions ?? [];
      return send(c, JsonLdAnswer, { item: faqPage(url, 'Help', questions) });
    }
    if (name === 'devices-slug') {
      const device = await deviceBySlug(db, q.path.split('/').filter(Boolean)[1] ?? '');
      if (!device) throw notFound();
      const item: JsonLd = {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: device.data.device.name,
        url,
        about: { '@type': 'Product', name: device.data.device.name },
      };
      return send(c, JsonLdAnswer, { item });
    }
    const page = await pageBySlug(db, name);
    const item: JsonLd = { '@context': 'https://schema.org', '@type': 'WebPage', name: page?.title ?? name, url };
    return send(c, JsonLdAnswer, { item });
  });
};
