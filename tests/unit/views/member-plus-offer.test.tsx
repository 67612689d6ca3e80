// @vitest-environment jsdom
/**
 * The member-plus tile and offer as rendered (spec 001 §5 'Member-plus tile', §2 'Member-plus offer'; DESIGN 'every
 * declared event has a sender'): the categories screen bound to the offer machine — its 'Member Plus Bonus' tile is a
 * plain link (no aria-haspopup, the click left to the link) for a member paying by another biller, with an 'expired'
 * dashboard status, when the dashboard facts could not be had, for an inactive member, and before the offer has
 * started; with a card biller a plain click opens the offer (TILE_CLICKED) and is taken from the link, a modified
 * click is not. The offer's dialog sends BUY_CLICKED and CLOSED through its buttons, shows the price's clip, images and
 * price, and says it works (disabled) while buying.
 */
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { buildMemberPlusPrices } from '../../../backend/seed/member-plus.ts';
import type { CustomCategory } from '../../../contracts/content-api.ts';
import type { MemberPlusPrice } from '../../../contracts/member-plus.ts';
import { type MemberPlusOfferFlags, memberPlusOfferMachine } from '../../../machines/member-plus-offer.machine.ts';
import type { MemberPlusDashboard } from '../../../domain/member-plus.ts';
import { guestFlags } from '../../../domain/membership.ts';
import { MemberPlusOffer, OFFER_BUSY, OFFER_UNAVAILABLE } from '../../../views/catalogue/MemberPlusOffer.tsx';
import { CategoriesScreen, type MemberPlusOfferRef } from '../../../views/containers/CategoriesScreen.tsx';
import { type Visit, VisitContextProvider } from '../../../views/containers/VisitContext.tsx';
import { mountedViews } from './mount.ts';

const price = buildMemberPlusPrices()[0] as MemberPlusPrice;
const bonus: CustomCategory = {
  id: 103,
  type: 'member-plus',
  name: 'Member Plus Bonus',
  slug: 'member-plus-bonus',
  text: 'Bonus scenes',
  image: { alt: 'Member Plus Bonus', permalink: '/media/art/category/member-plus-bonus.svg' },
  link: '/join-now/',
  isInNewTab: false,
  memberPlus: true,
  priceUuid: price.uuid,
};
const cams: CustomCategory = {
  ...bonus,
  id: 101,
  type: 'external-offer',
  name: 'VR Cam Girls',
  slug: 'vr-cam-girls',
  text: 'Cams',
  memberPlus: false,
  priceUuid: null,
  link: '/vr-cam-girls/',
  image: { alt: 'VR Cam Girls', permalink: '/media/art/category/vr-cam-girls.svg' },
};
const standard = { id: 1, name: 'POV', slug: 'pov', categoryImage: { alt: 'POV', permalink: '/media/art/category/pov.svg' } };
const member: MemberPlusOfferFlags = { loggedIn: true, activeOrExpired: true, inactiveWithBenefits: false };

const { mount, unmount } = mountedViews();

/** The offer machine with the dashboard answer given (an Error: the call failed), started and settled. */
async function startOffer(dashboard: MemberPlusDashboard | Error, flags = member) {
  const machine = memberPlusOfferMachine.provide({
    actors: {
      loadDashboard: fromPromise(async (): Promise<MemberPlusDashboard> => {
        if (dashboard instanceof Error) throw dashboard;
        return dashboard;
      }),
      loadPrice: fromPromise(async (): Promise<MemberPlusPrice | null> => price),
    },
  });
  const offer = createActor(machine, { input: { member: 'user-1', flags } }).start();
  await waitFor(offer, (s) => !s.hasTag('checking'));
  return offer;
}

function renderScreen(offer: MemberPlusOfferRef | null) {
  const visit = { site: { acronym: 'VR' } } as unknown as Visit;
  mount(
    <VisitContextProvider value={visit}>
      <CategoriesScreen data={{ categories: [standard, cams, bonus] }} offer={offer} />
    </VisitContextProvider>,
  );
}

const tile = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a.cat-category-tile')].find((a) => a.querySelector('img')?.alt === 'Member Plus Bonus');
/** Clicks the tile; whether the link was left to work (the click not taken). */
const clickTile = (init: MouseEventInit = {}) => {
  let followed = true;
  act(() => {
    followed = tile()?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })) ?? false;
  });
  return followed;
};

describe('the member-plus tile on the categories screen', () => {
  it('is a plain link without the offer (a guest, the server’s HTML, before it starts)', () => {
    renderScreen(null);
    expect(tile()?.getAttribute('href')).toBe('/join-now/');
    expect(tile()?.hasAttribute('aria-haspopup')).toBe(false);
    expect(clickTile()).toBe(true);
  });

  it('stays a plain link for another biller, an expired dashboard status, unknown facts and an inactive member', async () => {
    const cases: [MemberPlusDashboard | Error, MemberPlusOfferFlags][] = [
      [{ status: 'active', paymentSystem: 'ccbill' }, member],
      [{ status: 'active', paymentSystem: 'cryptopay' }, member],
      [{ status: 'Expired', paymentSystem: 'epoch' }, member],
      [null, member],
      [new Error('offline'), member],
      [
        { status: 'active', paymentSystem: 'epoch' },
        { ...guestFlags, loggedIn: true },
      ],
    ];
    for (const [dashboard, flags] of cases) {
      const offer = await startOffer(dashboard, flags);
      renderScreen(offer);
      expect(tile()?.hasAttribute('aria-haspopup')).toBe(false);
      expect(clickTile()).toBe(true);
      expect(offer.getSnapshot().hasTag('open')).toBe(false);
      unmount();
      offer.stop();
    }
  });

  it('opens the offer on a plain click for a member paying by a card biller; other tiles and modified clicks stay links', async () => {
    const offer = await startOffer({ status: 'active', paymentSystem: 'segpay' });
    renderScreen(offer);
    expect(tile()?.getAttribute('aria-haspopup')).toBe('dialog');
    const camsTile = [...document.querySelectorAll<HTMLAnchorElement>('a.cat-category-tile')].find(
      (a) => a.getAttribute('href') === '/vr-cam-girls/',
    );
    expect(camsTile?.hasAttribute('aria-haspopup')).toBe(false);
    expect(clickTile({ ctrlKey: true })).toBe(true);
    expect(offer.getSnapshot().hasTag('open')).toBe(false);
    expect(clickTile()).toBe(false);
    expect(offer.getSnapshot().hasTag('open')).toBe(true);
    expect(offer.getSnapshot().context.tile?.priceUuid).toBe(price.uuid);
    // While the offer is open no tile opens another.
    expect(tile()?.hasAttribute('aria-haspopup')).toBe(false);
    // Closed (the dialog's close button or Escape): the focus goes back to the tile that opened it.
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => offer.send({ type: 'CLOSED' }));
    expect(document.activeElement).toBe(tile());
    expect(tile()?.getAttribute('aria-haspopup')).toBe('dialog');
    offer.stop();
  });
});

describe('the member-plus offer dialog', () => {
  const button = (name: string) =>
    [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

  it('shows the price’s clip, images with their mobile variants, title, text and price; its buttons buy and close', () => {
    const onBuy = vi.fn();
    const onClose = vi.fn();
    mount(<MemberPlusOffer name="Member Plus Bonus" price={price} phase="showing" onBuy={onBuy} onClose={onClose} />);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.querySelector('h2')?.textContent).toBe(price.popup.title);
    expect(dialog?.textContent).toContain('$9.99 every month');
    const video = dialog?.querySelector('video');
    expect([video?.muted, video?.loop, video?.hasAttribute('playsinline'), video?.getAttribute('poster')]).toEqual([
      true,
      true,
      true,
      price.popup.mainImage,
    ]);
    expect([...(dialog?.querySelectorAll('picture source') ?? [])].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')])).toEqual([
      ['(max-width: 767px)', price.popup.mobileMainImage],
      ['(max-width: 767px)', price.popup.mobileMiddleLayerImage],
    ]);
    expect([...(dialog?.querySelectorAll('img') ?? [])].map((i) => i.getAttribute('src'))).toEqual([
      price.popup.mainImage,
      price.popup.middleLayerImage,
      price.popup.smallImage,
    ]);
    act(() => button('Get Member Plus')?.click());
    act(() => button('Close')?.click());
    expect([onBuy.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
  });

  it('says it works and is disabled while buying; says so when the price cannot be had', () => {
    mount(<MemberPlusOffer name="Member Plus Bonus" price={price} phase="busy" onBuy={() => {}} onClose={() => {}} />);
    expect(button(OFFER_BUSY)?.disabled).toBe(true);
    expect(button('Close')?.disabled).toBe(true);
    unmount();
    mount(<MemberPlusOffer name="Member Plus Bonus" price={null} phase="unavailable" onBuy={() => {}} onClose={() => {}} />);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(OFFER_UNAVAILABLE);
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Member Plus Bonus');
    expect(button('Get Member Plus')).toBeUndefined();
  });
});
