/**
 * The member-plus service's seed (spec 001 §3 'Member-plus category tile and price', 'Site (for a member-plus payment
 * URL)'): three prices on the partner sites, their pop-up art generated promo art (backend/media/art.ts,
 * any slug) and a demo clip.
 * - MidnightVR: the price of the 'Member Plus Bonus' tile (seed/reference.ts priceUuid), by piCode; its returnUrl is on
 *   the partner site, so a buyer comes back to this site's /payment/?payment={uuid}.
 * - LumenAR: by piCode, its returnUrl a path of this site (/videos/), where the buyer comes back.
 * - HarborVR Guys: a customPaymentUrl, used as it is (no payment-URL request).
 */
import type { MemberPlusPopup, MemberPlusPrice } from '../../contracts/member-plus.ts';

/** The tile's price (seed/reference.ts 'member-plus-bonus'). */
export const MEMBER_PLUS_TILE_PRICE = '6f1c2a4e-8b3d-4c5e-9a7f-0d1e2f3a4b5c';

/**
 * An offer of a partner site: its name and host (the host's first label names its art, piCode and SegPay package),
 * its price for `months`, where the biller sends the buyer back ('' none), and whether it has a custom payment URL.
 */
type Offer = { uuid: string; site: string; host: string; amount: number; months: number; returnUrl?: string; custom?: boolean };

const slugOf = (o: Offer) => o.host.split('.')[0] ?? o.host;

const popup = (o: Offer, clip: number): MemberPlusPopup => {
  const art = (part: string) => `/media/art/promo/member-plus-${slugOf(o)}-${part}.svg`;
  return {
    title: `${o.site} for members`,
    text: `Every ${o.site} scene beside your membership here: $${o.amount.toFixed(2)} for ${o.months === 1 ? 'a month' : `${o.months} months`}.`,
    buttonText: 'Get Member Plus',
    videoLink: `/media/clips/preview-${clip}.webm`,
    smallImage: art('small'),
    mainImage: art('main'),
    mobileMainImage: art('main-mobile'),
    middleLayerImage: art('layer'),
    mobileMiddleLayerImage: art('layer-mobile'),
  };
};

const priceOf = (o: Offer, i: number): MemberPlusPrice => ({
  uuid: o.uuid,
  title: `${o.site} Member Plus`,
  amount: o.amount,
  currency: 'USD',
  period: { unit: 'month', count: o.months },
  piCode: `MP-${slugOf(o).toUpperCase()}-${o.months}M`,
  customPaymentUrl: o.custom ? `https://${o.host}/join-now/?offer=member-plus` : null,
  site: { url: `https://${o.host}`, returnUrl: o.returnUrl ?? '', segpayPackageId: o.custom ? '' : `sp-${slugOf(o)}-${o.months}m` },
  popup: popup(o, i + 2),
});

export const buildMemberPlusPrices = (): MemberPlusPrice[] =>
  [
    {
      uuid: MEMBER_PLUS_TILE_PRICE,
      site: 'MidnightVR',
      host: 'midnightvr.test',
      amount: 9.99,
      months: 1,
      returnUrl: 'https://midnightvr.test/members/',
    },
    { uuid: 'mp-lumen-3m', site: 'LumenAR', host: 'lumenar.test', amount: 19.99, months: 3, returnUrl: '/videos/' },
    { uuid: 'mp-harbor-1m', site: 'HarborVR Guys', host: 'harborvrguys.test', amount: 9.99, months: 1, custom: true },
  ].map(priceOf);
