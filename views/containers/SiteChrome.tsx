/**
 * Binds the site chrome (spec 000 §2.3) to the visit: header and mobile menu from the digest filtered by
 * visitor group and device (§6), footer columns by menu type, sorted social links, the 18+ splash and the
 * cookie banner driven by their machines, and the maintenance page while the flag is on.
 */
import { useLocation } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import type { Digest, Menu, MenuItem } from '../../contracts/digest.ts';
import { copyrightYear, formatDate } from '../../machines/rules/format.ts';
import { type Device, type Platform, type VisitorGroup, menuItemVisible, showsEmailGreeting } from '../../machines/rules/membership.ts';
import { selectTermsView } from '../../machines/terms-dialog.machine.ts';
import { AgeSplash } from '../chrome/AgeSplash.tsx';
import { CookieBanner } from '../chrome/CookieBanner.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { MaintenancePage } from '../chrome/MaintenancePage.tsx';
import { useSessionView } from './use-session-view.ts';
import { useVisit } from './VisitContext.tsx';

/** The mobile menu panel (react-aria Modal) is fetched the first time the visitor opens it. */
const MobileMenu = lazy(() => import('../chrome/MobileMenu.tsx').then((m) => ({ default: m.MobileMenu })));

const FOOTER_TITLES: Record<string, string> = { '1': 'Information', '2': 'Network', '3': 'Community', '4': 'Contact Us' };
const DEFAULT_LOGO = '/media/art/logo-header.svg';

const menuByKey = (menus: Menu[], key: string | number) => menus.find((m) => String(m.type) === String(key))?.items ?? [];

const visibleItems = (items: MenuItem[], group: VisitorGroup, device: Device, platform: Platform = 'other') =>
  items.filter((item) => menuItemVisible(item, group, device, platform)).sort((a, b) => a.sort - b.sort);

export function footerColumns(digest: Digest, group: VisitorGroup, platform: Platform = 'other') {
  const types = digest.footerMenuTypes.length ? digest.footerMenuTypes : Object.entries(FOOTER_TITLES).map(([key, label]) => ({ key, label }));
  return types.map((type) => ({ title: type.label, items: visibleItems(menuByKey(digest.footerMenu, type.key), group, 'desktop', platform) }));
}

export function SiteChrome({
  digest,
  maintenance,
  logos,
  children,
}: {
  digest: Digest;
  maintenance: boolean;
  logos: { header: string; footer: string };
  children: ReactNode;
}) {
  const { site, platform, session, ageSplash, termsDialog, cookieConsent } = useVisit();
  const { group, buttons, joinUrl, flags, email } = useSessionView();
  const location = useLocation();
  // The mobile menu is open on the page it was opened on: a navigation closes it (spec 000 §2.3 'Dropdown menus close on route change').
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuOpen = menuOpenOn === location.href;
  const splashVisible = useSelector(ageSplash, (s) => s.hasTag('visible'));
  const bannerVisible = useSelector(cookieConsent, (s) => s.hasTag('visible'));
  const terms = useSelector(termsDialog, selectTermsView, shallowEqual);
  // Dates from the session's clock (the render's time on the server and at hydration), not from Date.now() while rendering.
  const nowMs = useSelector(session, (s) => s.context.nowMs);
  const visible = (items: MenuItem[], device: Device) => visibleItems(items, group, device, platform);

  const settings = digest.siteSettings;
  const logoUrl = settings.headerLogoColor?.permalink || DEFAULT_LOGO;
  if (maintenance) return <MaintenancePage siteName={site.siteName} logoUrl={logoUrl} />;

  const mainKey = digest.headerMenuTypes.find((t) => t.label === 'Main menu')?.key ?? 'main';
  const accountKey = digest.headerMenuTypes.find((t) => t.label === 'Account Menu')?.key ?? 'account';
  const main = menuByKey(digest.headerMenu, mainKey);
  const account = flags.activeExpiredOrInactive ? menuByKey(digest.headerMenu, accountKey) : [];
  const socialLinks = (settings.socialLinks.length ? settings.socialLinks : digest.socialItems)
    .filter((link) => link.url)
    .sort((a, b) => a.sort - b.sort);
  const hideNavigation = location.pathname.startsWith('/join-now/') || location.pathname.startsWith('/tokens/');

  return (
    <Layout
      inert={splashVisible}
      header={{
        siteName: site.siteName,
        logoUrl,
        logoSvg: logos.header,
        mainMenu: visible(main, 'desktop'),
        accountMenu: visible(account, 'desktop').filter((item) => !item.isLogOut),
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
            />
          </Suspense>
        ) : null
      }
      footer={{
        columns: footerColumns(digest, group, platform),
        socialLinks,
        logoUrl: settings.footerLogo?.permalink || '/media/art/logo-footer.svg',
        logoSvg: logos.footer,
        siteName: site.siteName,
        year: copyrightYear(nowMs),
        foundedIn: site.foundedIn,
      }}
      bottomMenu={{ items: [...digest.mobileBottomMenu].sort((a, b) => a.sort - b.sort), activePath: location.pathname }}
      splash={
        <AgeSplash
          isOpen={splashVisible}
          onAgree={() => ageSplash.send({ type: 'AGREE_CLICKED' })}
          today={formatDate(nowMs / 1000, 'MMMM D, YYYY')}
          termsHref="/terms-and-conditions/"
          onOpenTerms={() => termsDialog.send({ type: 'TERMS_REQUESTED' })}
          terms={terms}
          onCloseTerms={() => termsDialog.send({ type: 'CLOSE_REQUESTED' })}
        />
      }
      cookieBanner={
        <CookieBanner
          isVisible={bannerVisible}
          onAccept={() => cookieConsent.send({ type: 'ACCEPT_CLICKED' })}
          onReject={() => cookieConsent.send({ type: 'REJECT_CLICKED' })}
        />
      }
    >
      {children}
    </Layout>
  );
}
