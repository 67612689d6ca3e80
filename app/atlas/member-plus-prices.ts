/**
 * The member-plus prices the atlas plays its machines with (contracts/member-plus.ts): the offer of the demo's 'Member
 * Plus Bonus' tile, paid through a payment URL, and an offer with a custom payment URL. They name the embedded
 * member-plus service's art and clips, so the atlas's pop-up shows pictures in embedded mode.
 */
import type { MemberPlusPopup, MemberPlusPrice } from '../../contracts/member-plus.ts';

const popup = (site: string, slug: string, clip: number): MemberPlusPopup => {
  const art = (part: string) => `/media/art/promo/member-plus-${slug}-${part}.svg`;
  return {
    title: `${site} for members`,
    text: `Every ${site} scene beside your membership here: $9.99 for a month.`,
    buttonText: 'Get Member Plus',
    videoLink: `/media/clips/preview-${clip}.webm`,
    smallImage: art('small'),
    mainImage: art('main'),
    mobileMainImage: art('main-mobile'),
    middleLayerImage: art('layer'),
    mobileMiddleLayerImage: art('layer-mobile'),
  };
};

/** The tile's offer: MidnightVR's, by piCode through a payment URL. */
export const TILE_PRICE: MemberPlusPrice = {
  uuid: '6f1c2a4e-8b3d-4c5e-9a7f-0d1e2f3a4b5c',
  title: 'MidnightVR Member Plus',
  amount: 9.99,
  currency: 'USD',
  period: { unit: 'month', count: 1 },
  piCode: 'MP-MIDNIGHTVR-1M',
  customPaymentUrl: null,
  site: { url: 'https://midnightvr.test', returnUrl: 'https://midnightvr.test/members/', segpayPackageId: 'sp-midnightvr-1m' },
  popup: popup('MidnightVR', 'midnightvr', 2),
};

/** An offer with a custom payment URL, used as it is. */
export const CUSTOM_URL_PRICE: MemberPlusPrice = {
  uuid: 'mp-harbor-1m',
  title: 'HarborVR Guys Member Plus',
  amount: 9.99,
  currency: 'USD',
  period: { unit: 'month', count: 1 },
  piCode: 'MP-HARBORVRGUYS-1M',
  customPaymentUrl: 'https://harborvrguys.test/join-now/?offer=member-plus',
  site: { url: 'https://harborvrguys.test', returnUrl: '', segpayPackageId: '' },
  popup: popup('HarborVR Guys', 'harborvrguys', 4),
};
