/**
 * The soft layout's footer (spec 000 §2.3 'Soft layout'): a fixed menu instead of the digest's, for viewers not in
 * the verified view — the legal pages; Affiliates (external) and Blog; Contact, FAQ and Business Inquires, which
 * lead to /join-now/; billing support at the payment provider; the sister sites with their subtitles, this one
 * excluded. The spec names no addresses for the affiliate programme and the billing support: they are the site's
 * own affiliates subdomain and the demo payment provider's support page.
 */
import type { ChromeMenuItem } from './chrome-data.ts';
import { JOIN_PATH, LEGAL_PAGES, type LegalPage } from './constants.ts';

export type SoftFooterColumn = { title: string; items: ChromeMenuItem[] };

/** The payment provider's billing support (the demo biller's; the real one is the site's card biller's). */
export const BILLING_SUPPORT_URL = 'https://support.demo-biller.test/';

const LEGAL_LABELS: Record<LegalPage, string> = {
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
  'cookie-policy': 'Cookie Policy',
  'ca-privacy-rights': 'CA Privacy Rights',
  'usc-2257': '18 U.S.C. 2257',
  'complaints-policy': 'Complaints Policy',
};

export function softFooterColumns(site: { siteDomain: string; siblings: { name: string; url: string; subtitle: string }[] }): SoftFooterColumn[] {
  let id = 0;
  const item = (label: string, link: string, extra: Partial<ChromeMenuItem> = {}): ChromeMenuItem => ({ id: ++id, label, link, ...extra });
  return [
    { title: 'Information', items: LEGAL_PAGES.map((slug) => item(LEGAL_LABELS[slug], `/${slug}/`)) },
    {
      title: 'Community',
      items: [item('Affiliates', `https://affiliates.${site.siteDomain}/`, { inNewTab: true, rel: 'noopener' }), item('Blog', '/blog/')],
    },
    {
      title: 'Contact Us',
      items: [
        item('Contact', JOIN_PATH),
        item('FAQ', JOIN_PATH),
        item('Business Inquires', JOIN_PATH),
        item('Billing Support', BILLING_SUPPORT_URL, { inNewTab: true, rel: 'noopener' }),
      ],
    },
    {
      title: 'Network',
      items: site.siblings.map((sibling) => item(sibling.name, sibling.url, { inNewTab: true, rel: 'noopener', subtitle: sibling.subtitle })),
    },
  ];
}
