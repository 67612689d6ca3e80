/**
 * The default page layout (spec 000 §2.1 'Layouts', §2.3 Shared site chrome): skip link, optional header bar slot,
 * Header, breadcrumbs slot, main#content, Footer, MobileBottomMenu, and slots for the mobile menu, the 18+ splash
 * and the cookie banner. No data fetching: every prop passes through from the app. Imports the theme and chrome CSS.
 */
import type { ReactNode } from 'react';
import '../theme/variables.css';
import '../theme/base.css';
import './chrome.css';
// The staff 'Edit' item's few rules ride with every page's stylesheet: its code is a chunk fetched for staff only
// (views/containers/StaffEdit.tsx), and the link the server draws for them is styled before that code comes.
import '../ui/staff-edit.css';
import { Footer, type FooterProps } from './Footer.tsx';
import { Header, type HeaderProps } from './Header.tsx';
import { MobileBottomMenu, type MobileBottomMenuProps } from './MobileBottomMenu.tsx';

type LayoutProps = {
  header: HeaderProps;
  footer: FooterProps;
  bottomMenu: MobileBottomMenuProps;
  children: ReactNode;
  /** Server-driven header bar (sales area), above the header. */
  headerBar?: ReactNode;
  /** Usually <Breadcrumbs/>; rendered at the top of main. */
  breadcrumbs?: ReactNode;
  /** Usually <MobileMenu/>. */
  mobileMenu?: ReactNode;
  /** Usually <AgeSplash/>. */
  splash?: ReactNode;
  /** Usually <CookieBanner/>. */
  cookieBanner?: ReactNode;
  /** Anything else rendered once at the end of the page (pop-ups, toasts). */
  overlays?: ReactNode;
  /** While a blocking screen (the 18+ splash) is open, the page behind it takes no focus or clicks. */
  inert?: boolean;
};

export function Layout(props: LayoutProps) {
  return (
    <div className="site-layout">
      <div className="site-layout__page" inert={props.inert || undefined}>
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        {props.headerBar}
        <Header {...props.header} />
        {props.mobileMenu}
        <main id="content" className="site-main" tabIndex={-1}>
          {props.breadcrumbs}
          {props.children}
        </main>
        <Footer {...props.footer} />
        <MobileBottomMenu {...props.bottomMenu} />
        {props.cookieBanner}
        {props.overlays}
      </div>
      {props.splash}
    </div>
  );
}
