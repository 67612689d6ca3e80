/** Help, devices and the information pages: server-rendered with their head, topic links, device videos. */
import { describe, expect, it } from 'vitest';
import { visitorContext, waitForApp } from '../support/browser.ts';
import { siteAndBrowser } from '../support/e2e-run.ts';
import { firstSlug } from '../support/routes.ts';

const run = siteAndBrowser();

const text = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
const api = async <T>(path: string): Promise<T> => (await (await fetch(`${run.site.url}/api/content/v1${path}`)).json()) as T;

describe('information pages without JavaScript', () => {
  it.each([
    ['/help/', 'Help', 'Frequently asked questions about our services and your membership.'],
    ['/faq/', 'Frequently Asked Questions', ''],
    ['/app/', 'Free VR App', 'Watch offline'],
    ['/try-ar/', 'Try AR', 'AI Engine Titles'],
    ['/partners/', 'Our Partners', ''],
    ['/contact/', 'Contact Us', ''],
    ['/business/', 'Business Inquiries', 'Content licensing'],
  ])('%s has its title, canonical, heading and content', async (path, h1, content) => {
    const res = await fetch(`${run.site.url}${path}`);
    expect(res.status).toBe(200);
    const html = text(await res.text());
    expect(html).toMatch(new RegExp(`<title>${h1} - `));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]*${path.replace(/\//g, '\\/')}"`));
    expect(html).toContain(`<h1>${h1}</h1>`);
    expect(html).toContain(content);
  });

  it('/faq/ lists every FAQ in sort order, mirrored in its FAQPage JSON-LD', async () => {
    const { items } = await api<{ items: { question: string; sort: number }[] }>('/faqs');
    expect(items.length).toBeGreaterThanOrEqual(10);
    const html = text(await (await fetch(`${run.site.url}/faq/`)).text());
    const positions = [...items].sort((a, b) => a.sort - b.sort).map((f) => html.indexOf(`<summary>${f.question}</summary>`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it('/partners/ links each partner site in a new tab', async () => {
    const { items } = await api<{ items: { name: string; link: string }[] }>('/partners-page');
    expect(items.length).toBeGreaterThanOrEqual(4);
    const html = text(await (await fetch(`${run.site.url}/partners/`)).text());
    for (const p of items) expect(html).toContain(`<a href="${p.link}" target="_blank" rel="noopener noreferrer">${p.name}`);
  });

  it('/help/?topic=tech shows the Technical topic with links to the devices', async () => {
    const { items } = await api<{ items: { slug: string; device: { name: string } }[] }>('/devices');
    expect(items.length).toBeGreaterThanOrEqual(6);
    const html = text(await (await fetch(`${run.site.url}/help/?topic=tech`)).text());
    expect(html).toContain('Most common hardware specifications and tutorials.');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/help\/\?topic=tech"/);
    expect(html).toMatch(/aria-current="page" href="\/help\/\?topic=tech">Technical</);
    for (const d of items) expect(html).toContain(`href="/devices/${d.slug}/"`);
  });

  it('a device page holds its name, its videos, its SEO text and Help in its breadcrumbs; an unknown device is not found', async () => {
    const slug = await firstSlug(run.site.url, 'devices');
    const device = await api<{ item: { device: { name: string } }; videos: { items: { title: string }[]; pages: number } }>(
      `/devices/${slug}?limit=12`,
    );
    expect(device.videos.items.length).toBeGreaterThan(0);
    const html = text(await (await fetch(`${run.site.url}/devices/${slug}/`)).text());
    expect(html).toContain(`<h1>${device.item.device.name}</h1>`);
    for (const v of device.videos.items) expect(html).toContain(v.title);
    expect(html).toContain('Read Full Text');
    expect(html).toMatch(/href="\/help\/\?topic=tech"[^>]*>Help</);
    const missing = await fetch(`${run.site.url}/devices/no-such-device/`, { redirect: 'manual' });
    expect(missing.headers.get('location')).toContain('/404/');
  });
});

describe('help topics in the browser', () => {
  it('switching to Billing shows its questions and puts the topic in the address', async () => {
    const context = await visitorContext(run.browser, run.site.url, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      const { items } = await api<{ items: { key: string; questions: { question: string }[] }[] }>('/help-topics');
      const billing = items.find((t) => t.key === 'bill')?.questions[0]?.question ?? 'missing';
      await page.goto(`${run.site.url}/help/`);
      await waitForApp(page);
      await page.getByRole('navigation', { name: 'Help topics' }).getByRole('link', { name: 'Billing' }).click();
      await page.waitForURL(/\/help\/\?topic=bill$/);
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Billing' }).count()).toBe(1);
      expect(await page.getByText(billing).count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Billing' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await context.close();
    }
  });
});
