/**
 * Binds the site chrome (spec 000 §2.3) to the visit: header, mobile and footer menus of the root data
 * (rules/chrome-data.ts: sorted, by menu type) filtered by visitor group, device and platform (§6), the 18+ splash and the
 * cookie banner driven by their machines, and the maintenance page while the flag is on.
 */
import { useLocation } from '@tanstack/react-router';
import { shallowEqual, useSelector } from './use-selector.ts';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import type { ChromeData, ChromeMenuItem } from '../../domain/chrome-data.ts';
import { copyrightYear, formatDate } from '../../domain/format-date.ts';
import { type Device, type Platform, type VisitorGroup, menuItemVisible, showsEmailGreeting } from '../../domain/membership.ts';
import { softFooterColumns } from '../../domain/soft-footer.ts';
import { staffMenuItem } from '../../domain/staff.ts';
import { selectTermsView } from '../../machines/terms-dialog.selectors.ts';
import { Layout } from '../chrome/Layout.tsx';
import { lazyComponent } from '../ui/lazy.tsx';
import { FavoriteStatus } from './FavoriteStatus.tsx';
import { HeaderBarSlot } from './HeaderBarSlot.tsx';
import { FakeBuySlot } from '../promo/FakeBuySlot.tsx';
import { PromoBannerSlot } from '../promo/PromoBannerSlot.tsx';
import { MessengerPanelSlot } from './MessengerPanelSlot.tsx';
import { MessengerSlot } from './MessengerSlot.tsx';
import { NotificationsBellSlot } from './NotificationsBellSlot.tsx';
import { TokensSlot } from './TokensSlot.tsx';
import { HeaderSearch, useSearchFilled } from './HeaderSearch.tsx';
import { useSessionView } from './use-session-view.ts';
import { ValuePopupsSlot } from './ValuePopupsSlot.tsx';
import { vreelsMenuHref } from '../../domain/vreels.ts';
import { isDashboardPath } from '../../domain/dashboard.ts';
import { useOnDemandSelector, useOnDemandSend, useVisit } from './VisitContext.tsx';

/** The mobile menu panel (react-aria Modal) is fetched the first time the visitor opens it. */
const MobileMenu = lazy(() => import('../chrome/MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));
/**
 * The 18+ splash and the cookie banner come with the visitor who sees them (issue 35): a returning visitor's pages
 * load neither. The server renders the splash in place (its styles are the chrome's, its 'I Agree' a form that posts
 * without JavaScript); the browser hydrates it once its code is there. The banner shows a second after load.
 */
const AgeSplash = lazyComponent(() => import('../chrome/AgeSplash.tsx'), 'AgeSplash');
const CookieBanner = lazyComponent(() => import('../chrome/CookieBanner.tsx'), 'CookieBanner');
/** The maintenance page is for the time the site is down for maintenance only: its code comes when it shows. */
const MaintenancePage = lazyComponent(() => import('../chrome/MaintenancePage.tsx'), 'MaintenancePage');
/** The server has the chrome's lazy parts before its first render (app/server/entry.tsx), so its HTML holds them in place. */
export const preloadChromeParts = () => Promise.all([AgeSplash.preload(), CookieBanner.preload(), MaintenancePage.preload()]);
/**
 * The browser's side: the lazy parts the server drew into `doc` (the splash, the maintenance page), loaded before it
 * hydrates (their chunks are preloaded from the head), so they hydrate with the page: a press on 'I Agree' once the page
 * is live reaches the app, not the form's post. A part whose code failed to come hydrates when it does (as before).
 */
export const preloadDrawnChromeParts = (doc: ParentNode) =>
  Promise.all([
    doc.querySelector('.age-splash') ? AgeSplash.preload() : null,
    doc.querySelector('main.maintenance') ? MaintenancePage.preload() : null,
  ]).catch(() => undefined);

const visibleItems = (items: ChromeMenuItem[], group: VisitorGroup, device: Device, platform: Platform = 'other') =>
  items.filter((item) => menuItemVisible(item, group, device, platform));

export function footerColumns(chrome: ChromeData, group: VisitorGroup, platform: Platform = 'other') {
  return chrome.footer.map((column) => ({ title: column.title, items: visibleItems(column.items, group, 'desktop', platform) }));
}

export function SiteChrome({
  chrome,
  maintenance,
  maintenancePartners,
  logos,
  children,
}: {
  chrome: ChromeData;
  maintenance: boolean;
  /** The maintenance page's 'Try our partners' carousel (spec 001 §2), composed by the app. */
  maintenancePartners?: ReactNode;
  /** The logos' inline SVG ('' → an image of the logo's URL). */
  logos: { header: string; footer: string };
  children: ReactNode;
}) {
  const { site, platform, session, ageSplash, cookieConsent } = useVisit();
  const { group, buttons, joinUrl, flags, email, verifiedView, staff } = useSessionView();
  const location = useLocation();
  // The mobile menu is open on the page it was opened on: a navigation closes it (spec 000 §2.3 'Dropdown menus close on route change').
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuOpen = menuOpenOn === location.href;
  const splashVisible = useSelector(ageSplash, (s) => s.hasTag('visible'));
  const bannerVisible = useSelector(cookieConsent, (s) => s.hasTag('visible'));
  // The terms dialog arrives with the first click on the splash's terms link.
  const terms = useOnDemandSelector('termsDialog', selectTermsView, null, shallowEqual);
  const toTerms = useOnDemandSend('termsDialog');
  // Dates from the session's clock (the render's time on the server and at hydration), not from Date.now() while
  // rendering; the chrome reads the day, not each tick of the clock.
  const year = useSelector(session, (s) => copyrightYear(s.context.nowMs));
  // The splash's date only while it shows (a page's first date formatter loads the locale's date data).
  const today = useSelector(session, (s) => (splashVisible ? formatDate(s.context.nowMs / 1000, 'MMMM D, YYYY') : ''));
  // The member's avatar on the account menu (spec 001 §3 'Avatar'): the session's user, reloaded after a change.
  const avatarUrl = useSelector(session, (s) => s.context.user?.avatar ?? '');
  const searchFilled = useSearchFilled();
  const visible = (items: ChromeMenuItem[], device: Device) => visibleItems(items, group, device, platform);

  const logoUrl = chrome.logos.header;
  if (maintenance)
    return (
      // A hydration waiting for the page's code keeps the server's HTML meanwhile.
      <Suspense fallback={null}>
        <MaintenancePage siteName={site.siteName} logoUrl={logoUrl} logoSvg={logos.header} partners={maintenancePartners} />
      </Suspense>
    );

  // The soft layout (spec 000 §2.3) for a viewer outside the verified view: no main menu, no account menu (its one
  // item, Log In, is a guest's, and a guest is always in the verified view), the fixed footer menu.
  const main = verifiedView ? chrome.headerMain : [];
  // Staff also get the content admin's root (spec 000 §6), whatever their membership or view.
  const account = [
    ...(verifiedView && flags.activeExpiredOrInactive ? chrome.headerAccount : []),
    ...(staff ? [staffMenuItem(site.contentAdminUrl)] : []),
  ];
  const hideNavigation = location.pathname.startsWith('/join-now/') || location.pathname.startsWith('/tokens/');

  return (
    <Layout
      inert={splashVisible}
      headerBar={<HeaderBarSlot />}
      header={{
        actions: (
          <>
            <TokensSlot />
            <MessengerSlot />
            <NotificationsBellSlot />
          </>
        ),
        siteName: site.siteName,
        logoUrl,
        logoSvg: logos.header,
        mainMenu: visible(main, 'desktop'),
        accountMenu: visible(account, 'desktop').filter((item) => !item.isLogOut),
        avatarUrl,
        showLogIn: buttons.showLogIn,
        showLogOut: buttons.showLogOut,
        showJoinNow: buttons.showJoinNow,
        joinUrl,
        userEmail: showsEmailGreeting(flags, site.emailGreeting) ? email : null,
        onOpenMobileMenu: () => {
          setMenuWanted(true);
          setMenuOpenOn(location.href);
        },
        hideNavigation,
        tileAltSuffix: site.tileAltSuffix,
        search: <HeaderSearch variant="header" />,
        searching: searchFilled,
      }}
      mobileMenu={
        menuWanted ? (
          <Suspense fallback={null}>
            <MobileMenu
              isOpen={menuOpen}
              onOpenChange={(open) => setMenuOpenOn(open ? location.href : null)}
              mainMenu={visible(main, 'mobile')}
              accountMenu={visible(account, 'mobile').filter((item) => !item.isLogOut)}
              showLogIn={buttons.showLogIn}
              showLogOut={buttons.showLogOut}
              showJoinNow={buttons.showJoinNow}
              joinUrl={joinUrl}
              search={<HeaderSearch variant="panel" />}
              hideItems={searchFilled}
            />
          </Suspense>
        ) : null
      }
      footer={{
        columns: verifiedView ? footerColumns(chrome, group, platform) : softFooterColumns(site),
        socialLinks: chrome.social,
        logoUrl: chrome.logos.footer,
        logoSvg: logos.footer,
        siteName: site.siteName,
        year,
        foundedIn: site.foundedIn,
      }}
      bottomMenu={{
        items: chrome.bottom,
        activePath: location.pathname,
        vreelsHref: vreelsMenuHref(site.enableVreels, isDashboardPath(location.pathname) ? 'dashboard' : 'default'),
      }}
      splash={
        splashVisible ? (
          <Suspense fallback={null}>
            <AgeSplash
              isOpen
              onAgree={() => ageSplash.send({ type: 'AGREE_CLICKED' })}
              today={today}
              termsHref="/terms-and-conditions/"
              returnTo={`${location.pathname}${location.searchStr}`}
              onOpenTerms={() => toTerms({ type: 'TERMS_REQUESTED' })}
              terms={terms}
              onCloseTerms={() => toTerms({ type: 'CLOSE_REQUESTED' })}
            />
          </Suspense>
        ) : null
      }
      overlays={
        <>
          <ValuePopupsSlot />
          <MessengerPanelSlot />
        </>
      }
      cookieBanner={
        bannerVisible ? (
          <Suspense fallback={null}>
            <CookieBanner
              isVisible
              onAccept={() => cookieConsent.send({ type: 'ACCEPT_CLICKED' })}
              onReject={() => cookieConsent.send({ type: 'REJECT_CLICKED' })}
            />
          </Suspense>
        ) : null
      }
    >
      <PromoBannerSlot />
      {children}
      <FavoriteStatus />
      <FakeBuySlot />
    </Layout>
  );
}
