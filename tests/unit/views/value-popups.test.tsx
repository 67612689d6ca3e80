// @vitest-environment jsdom
/**
 * The value pop-up view and its container (spec 001 §2 'Value pop-ups (site-wide)', §4 'Value pop-ups'; DESIGN 'every
 * declared event has a sender'): each template's layout in a dialog named by its title, the item's colours, the
 * button as following, 'Close' and Escape as closing; with the machine's exit signals as the app provides them, the
 * page stops internal link clicks and back while an exit trap is armed (LINK_CLICKED / BACK_PRESSED), lets a join-now
 * link through, and closing the container's pop-up continues to the link.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { backButtonHolder } from '../../../adapters/back-button.ts';
import { exitSignals } from '../../../app/system/value-popups.ts';
import { ValuePopup as Item } from '../../../contracts/value-popups.ts';
import { ageSplashMachine } from '../../../machines/age-splash.machine.ts';
import { valuePopupsMachine } from '../../../machines/value-popups.machine.ts';
import { ValuePopupsSlot } from '../../../views/containers/ValuePopupsSlot.tsx';
import { type Visit, VisitContextProvider } from '../../../views/containers/VisitContext.tsx';
import { ValuePopup } from '../../../views/promo/ValuePopup.tsx';
import { mountedViews } from './mount.ts';

afterEach(() => {
  document.body.innerHTML = '';
});
// After the hook above: afterEach hooks run last-registered first, so the view is unmounted before the page is emptied.
const { mount, rerender } = mountedViews();

const item = (fields: Partial<Item>): Item =>
  Item.parse({
    uuid: 'vp-1',
    template: 'regular',
    active: true,
    title: 'A week of VR on us',
    buttonText: 'Claim',
    buttonUrl: '/join-now/',
    ...fields,
  });

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement | null;
const closeButton = () => document.querySelector('button[aria-label="Close"]') as HTMLButtonElement | null;

describe('ValuePopup', () => {
  it('is a dialog named by its title, with the main image, subtitle, the button as following and Close as closing', () => {
    const onClose = vi.fn();
    const onFollow = vi.fn();
    mount(
      <ValuePopup
        popup={item({ subTitle: 'Join today', mainImage: '/u/main.svg', gradientStartColor: '#112233', textColor: '#ffffff' })}
        onClose={onClose}
        onFollow={onFollow}
      />,
    );
    const named = dialog();
    const labelledBy = named?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('A week of VR on us');
    expect(named?.querySelector('img')?.getAttribute('src')).toBe('/u/main.svg');
    expect(named?.textContent).toContain('Join today');
    const modal = document.querySelector('.value-popup') as HTMLElement;
    expect(modal.className).toContain('value-popup--regular');
    expect(modal.style.getPropertyValue('--vp-start')).toBe('#112233');
    const link = named?.querySelector('a') as HTMLAnchorElement;
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('target')]).toEqual(['Claim', '/join-now/', null]);
    act(() => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(onFollow).toHaveBeenCalledTimes(1);
    act(() => closeButton()?.click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape; shows no Close button without showCancelButton; the button opens a new tab with openLinkInNewTab', () => {
    const onClose = vi.fn();
    mount(<ValuePopup popup={item({ showCancelButton: false, openLinkInNewTab: true })} onClose={onClose} onFollow={() => {}} />);
    expect(closeButton()).toBeNull();
    expect(dialog()?.querySelector('a')?.getAttribute('target')).toBe('_blank');
    act(() => {
      dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('plays the clip muted and looping, its poster the main image (regularWithVideo)', () => {
    mount(
      <ValuePopup
        popup={item({ template: 'regularWithVideo', mainImage: '/u/poster.svg', videoLink: '/media/clips/preview-4.webm' })}
        onClose={() => {}}
        onFollow={() => {}}
      />,
    );
    const video = dialog()?.querySelector('video') as HTMLVideoElement;
    expect([video.getAttribute('src'), video.getAttribute('poster'), video.muted, video.loop, video.hasAttribute('playsinline')]).toEqual([
      '/media/clips/preview-4.webm',
      '/u/poster.svg',
      true,
      true,
      true,
    ]);
  });

  it('layers the main, middle and small images with their mobile variants (custom, customWithVideo)', () => {
    const layers = {
      mainImage: '/u/m.svg',
      mobileMainImage: '/u/mm.svg',
      middleLayerImage: '/u/l.svg',
      mobileMiddleLayerImage: '/u/lm.svg',
      smallImage: '/u/s.svg',
    };
    mount(<ValuePopup popup={item({ template: 'custom', ...layers })} onClose={() => {}} onFollow={() => {}} />);
    const sources = [...document.querySelectorAll('source')].map((s) => [s.getAttribute('media'), s.getAttribute('srcset')]);
    expect(sources).toEqual([
      ['(max-width: 767px)', '/u/mm.svg'],
      ['(max-width: 767px)', '/u/lm.svg'],
    ]);
    expect([...document.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/u/m.svg', '/u/l.svg', '/u/s.svg']);
    rerender(<ValuePopup popup={item({ template: 'customWithVideo', videoLink: '/c.webm', ...layers })} onClose={() => {}} onFollow={() => {}} />);
    expect(document.querySelector('.value-popup__layers video')?.getAttribute('src')).toBe('/c.webm');
  });

  it('shows an easyCancelVipOffer as text only', () => {
    mount(
      <ValuePopup
        popup={item({ template: 'easyCancelVipOffer', subTitle: 'Stay', text: 'Half the price', mainImage: '/u/x.svg' })}
        onClose={() => {}}
        onFollow={() => {}}
      />,
    );
    expect(dialog()?.querySelector('img, video')).toBeNull();
    expect(dialog()?.textContent).toContain('Half the price');
  });
});

describe('ValuePopupsSlot', () => {
  const exitTrap = item({ uuid: 'exit', template: 'regular', title: 'Before you go', showTrigger: 2 });

  async function slot(answer: Item[]) {
    const continueTo = vi.fn();
    const goBack = vi.fn();
    const recordShown = vi.fn();
    // The ways of leaving as the app provides them (app/system/value-popups.ts): links stopped, back held.
    const machine = valuePopupsMachine.provide({
      actors: {
        fetchPopups: fromPromise(async () => answer),
        loadShown: fromPromise(async (): Promise<string[]> => []),
        exitSignals: exitSignals(backButtonHolder()),
      },
      actions: { continueTo, goBack, recordShown },
    });
    // Every event the machine receives (from the view, or from its exit signals), other than XState's own.
    const sent: string[] = [];
    const valuePopups = createActor(machine, {
      input: { group: 'guest', userId: null, affiliateId: null, shown: [], path: '/', search: '', firstItems: null },
      inspect: (e) => {
        if (e.type === '@xstate.event' && e.actorRef.sessionId === e.rootId && !e.event.type.startsWith('xstate.')) sent.push(e.event.type);
      },
    }).start();
    const ageSplash = createActor(ageSplashMachine, { input: { agreed: true, path: '/' } }).start();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    // The machine has arrived (an on-demand one of the visit: app/system/visit.tsx loads it).
    const onDemand = {
      get: (id: string) => (id === 'valuePopups' ? valuePopups : undefined),
      want: async () => valuePopups,
      subscribe: () => () => {},
    };
    const visit = { onDemand, ageSplash } as unknown as Visit;
    mount(
      <VisitContextProvider value={visit}>
        <a href="/videos/">Videos</a>
        <a href="/join-now/">Join Now</a>
        <ValuePopupsSlot />
      </VisitContextProvider>,
    );
    return { valuePopups, sent, continueTo, goBack, recordShown };
  }

  const click = (name: string) => {
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === name) as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(event));
    return event;
  };

  it('stops an internal link while armed: the pop-up shows, closing continues to the link; a join-now link passes', async () => {
    const { sent, continueTo, recordShown } = await slot([exitTrap]);
    expect(click('Join Now').defaultPrevented).toBe(false);
    expect(sent).toEqual([]);
    expect(click('Videos').defaultPrevented).toBe(true);
    expect(sent).toEqual(['LINK_CLICKED']);
    await act(async () => {
      await import('../../../views/promo/ValuePopup.tsx');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(dialog()?.textContent).toContain('Before you go');
    act(() => closeButton()?.click());
    expect(sent).toEqual(['LINK_CLICKED', 'CLOSED']);
    expect(recordShown).toHaveBeenCalledWith(expect.anything(), { uuid: 'exit', signedIn: false });
    expect(continueTo).toHaveBeenCalledWith(expect.anything(), '/videos/');
    // Shown: links go through again.
    expect(click('Videos').defaultPrevented).toBe(false);
  });

  it('hears back while armed (one history entry pushed) and sends BACK_PRESSED', async () => {
    const before = window.history.length;
    const { sent } = await slot([exitTrap]);
    expect(window.history.length).toBe(before + 1);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(sent).toEqual(['BACK_PRESSED']);
  });

  it('stops nothing without an exit trap, and following a shown pop-up sends FOLLOWED', async () => {
    const { sent } = await slot([item({ uuid: 'now', title: 'Right now' })]);
    expect(click('Videos').defaultPrevented).toBe(false);
    await act(async () => {
      await import('../../../views/promo/ValuePopup.tsx');
      await new Promise((r) => setTimeout(r, 0));
    });
    const follow = [...(dialog()?.querySelectorAll('a') ?? [])].find((a) => a.textContent === 'Claim') as HTMLAnchorElement;
    act(() => follow.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    expect(sent).toEqual(['FOLLOWED']);
  });
});
