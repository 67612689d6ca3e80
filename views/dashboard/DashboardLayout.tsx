/**
 * The dashboard layout (spec 001 §2 'Member dashboard — /main-dashboard/ (dashboard layout)'; spec 000 §2.3
 * Breadcrumbs 'Your Dashboard' then the sub-label): the breadcrumbs, the dashboard menu's sidebar items (type 1, by
 * sort, as the app filtered them; the page shown marked aria-current) and the page. On narrow screens the sidebar is a
 * horizontal strip that scrolls sideways above the page (to the current item when it is out of view). Presentational:
 * the app passes the items, the current path and the page.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import type { DashboardMenuItem } from '../../contracts/dashboard-page.ts';
import { isCurrentDashboardLink } from '../../domain/dashboard-menu.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { AppLink } from '../ui/AppLink.tsx';
import { DashboardIcon } from './DashboardIcon.tsx';
import './dashboard-layout.css';

export type DashboardSidebarItem = Pick<DashboardMenuItem, 'id' | 'label' | 'link' | 'icon' | 'isInNewTab'>;

export interface DashboardLayoutProps {
  crumbs: { label: string; href?: string }[];
  sidebar: readonly DashboardSidebarItem[];
  /** The path shown now: its sidebar item is the current one. */
  currentPath: string;
  /** The page (its own h1 and content). */
  children: ReactNode;
}

/** On a narrow screen the strip scrolls so the current item is in view (a scroll inside the strip: nothing moves). */
function useCurrentInView(currentPath: string) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    // Run again when the page shown changes (a client navigation moves the current item).
    const link = currentPath ? list?.querySelector<HTMLElement>('[aria-current="page"]') : null;
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const item = link.getBoundingClientRect();
    if (item.left >= box.left && item.right <= box.right) return;
    list.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [currentPath]);
  return listRef;
}

export function DashboardLayout({ crumbs, sidebar, currentPath, children }: DashboardLayoutProps) {
  const listRef = useCurrentInView(currentPath);
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="container dash-layout">
        {sidebar.length > 0 ? (
          <nav className="dash-nav" aria-label="Dashboard menu">
            <ul className="dash-nav__list" ref={listRef}>
              {sidebar.map((item) => {
                const current = isCurrentDashboardLink(item.link, currentPath);
                return (
                  <li key={`${item.id}-${item.link}`} className="dash-nav__item">
                    <AppLink
                      href={item.link}
                      inNewTab={item.isInNewTab}
                      className={`dash-nav__link${current ? ' is-current' : ''}`}
                      aria-current={current ? 'page' : undefined}
                    >
                      <DashboardIcon name={item.icon} className="dash-nav__icon" />
                      <span>{item.label}</span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <div className="dash-page">{children}</div>
      </div>
    </>
  );
}
