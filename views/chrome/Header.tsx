/**
 * Site header (spec 000 §2.3 Header; §6 who sees Log In / Log Out / Join Now): logo linking to '/',
 * the desktop main menu with image-tile dropdowns (open on hover and keyboard focus, CSS only),
 * Log In / Log Out links, the Join Now button, the account menu dropdown and the hamburger that opens
 * the mobile menu at ≤1024 px (CSS media queries, so server HTML is the same on every screen).
 * Presentational: the app passes filtered menus and the visibility booleans.
 */
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import type { ChromeMenuItem } from '../../domain/chrome-data.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';
import { dropdownTiles, tileAlt } from './dropdown-tiles.ts';
import { AccountMenuFace } from './AccountMenuFace.tsx';
import { LeftBadge, UpperBadge } from './MenuBadges.tsx';
import { useIsSSR } from './use-is-ssr.ts';
import { useNavOverflow } from './use-nav-overflow.ts';
import { useReach } from '../ui/use-reach.ts';

/** Members only: the menu's code (react-aria Menu and Popover) is fetched when the member reaches for its button. */
const loadAccountMenu = () => import('./AccountMenu.tsx').then((m) => m.AccountMenu);

function LazyAccountMenu({ items, avatarUrl }: { items: ChromeMenuItem[]; avatarUrl?: string }) {
  const { loaded, stand } = useReach(loadAccountMenu);
  if (loaded) return <loaded.control items={items} avatarUrl={avatarUrl} defaultOpen={loaded.open} autoFocus={loaded.focus} />;
  return (
    // In the menu's own wrapper, so phones and tablets hide it as they hide the menu.
    <div className="account-menu">
      <Button
        {...stand}
        onPress={stand.onClick}
        variant="ghost"
        iconOnly
        className="account-menu__button"
        aria-label="Account menu"
        aria-haspopup="true"
        aria-expanded="false"
      >
        <AccountMenuFace avatarUrl={avatarUrl} />
        <Icon name="chevron" size={14} />
      </Button>
    </div>
  );
}

export type HeaderProps = {
  siteName: string;
  logoUrl: string;
  /** The logo as inline SVG text (spec 000 §2.3); drawn in the theme's text colour through currentColor. */
  logoSvg?: string;
  mainMenu: ChromeMenuItem[];
  accountMenu: ChromeMenuItem[];
  showLogIn: boolean;
  showLogOut: boolean;
  showJoinNow: boolean;
  joinUrl: string;
  /** The member's avatar on the account menu's button ('' or absent: the generic icon; spec 001 §3 'Avatar'). */
  avatarUrl?: string;
  /** Greeting on one sibling site: the first 10 characters are shown. The app passes it only when it applies. */
  userEmail?: string | null;
  onOpenMobileMenu: () => void;
  /** Hides the navigation bar (tokens and join-now routes). */
  hideNavigation?: boolean;
  /** Appended to the alt texts of category and model tiles (the configured SEO suffix, spec 000 §2.3). */
  tileAltSuffix: string;
  /**
   * Render the dropdowns' tiles. They show only on hover or focus, so by default they are left out of the server HTML
   * (and the hydrating render) and added once the page is live (`useIsSSR`): the page's first bytes are its content.
   */
  dropdowns?: boolean;
  /** Slots filled by other areas: desktop search box, token balance / notifications / messenger buttons. */
  search?: ReactNode;
  actions?: ReactNode;
  /** The search box holds a value: the main menu and account items make room for it (spec 000 §2.3). */
  searching?: boolean;
};

export function Header(props: HeaderProps) {
  const { siteName, logoUrl, mainMenu, accountMenu, showLogIn, showLogOut, showJoinNow, joinUrl, userEmail } = props;
  return (
    <header className={props.searching ? 'site-header site-header--searching' : 'site-header'}>
      <div className="site-header__inner container">
        <Button variant="ghost" iconOnly className="site-header__burger" aria-label="Open menu" onPress={props.onOpenMobileMenu}>
          <Icon name="menu" size={24} />
        </Button>
        <AppLink href="/" className="site-header__logo" aria-label={siteName}>
          {props.logoSvg ? (
            <span className="site-logo-svg" aria-hidden="true" data-inline-svg={logoUrl} dangerouslySetInnerHTML={{ __html: props.logoSvg }} />
          ) : logoUrl ? (
            <img src={logoUrl} alt="" height={32} />
          ) : (
            <span className="site-header__logo-text">{siteName}</span>
          )}
        </AppLink>
        {props.hideNavigation ? null : <MainNav items={mainMenu} tileAltSuffix={props.tileAltSuffix} dropdowns={props.dropdowns} />}
        <div className="site-header__tools">
          {props.search ? <div className="site-header__search">{props.search}</div> : null}
          {props.actions}
          {userEmail ? (
            <span className="site-header__greeting">
              Hi, <span className="site-header__email">{userEmail.slice(0, 10)}</span>
            </span>
          ) : null}
          {accountMenu.length > 0 ? <LazyAccountMenu items={accountMenu} avatarUrl={props.avatarUrl} /> : null}
          {showLogIn ? (
            <AppLink href="/login/" className="site-header__login">
              Log In
            </AppLink>
          ) : null}
          {showLogOut ? (
            <AppLink href="/logout/" className="site-header__logout">
              Log Out
            </AppLink>
          ) : null}
          {showJoinNow ? (
            <AppLink href={joinUrl} className="btn btn-primary site-header__join">
              Join Now
            </AppLink>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/** The id of 'More' among the items' ids, for its dismissal after a click. */
const MORE_ID = -1;

/**
 * The dropdown opens on hover and :focus-within. A click on one of its links navigates (inside the app), so it
 * closes (spec 000 §2.3 'Dropdown menus close on route change'): focus is dropped and the item stays closed
 * until the pointer leaves it, though the pointer still rests over it. The items that do not fit on the line
 * (`useNavOverflow`) are in 'More', a dropdown of links at the line's end.
 */
function MainNav({ items, tileAltSuffix, dropdowns }: { items: ChromeMenuItem[]; tileAltSuffix: string; dropdowns?: boolean }) {
  const [dismissed, setDismissed] = useState<number | null>(null);
  // Asked here, not by the chrome: the tiles' coming re-renders the menu only.
  const live = !useIsSSR();
  const list = useRef<HTMLUListElement>(null);
  const onLine = useNavOverflow(list, items.length);
  if (items.length === 0) return null;
  const closeAfterClick = (id: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.blur();
    setDismissed(id);
  };
  const itemClass = (id: number, dropdown: boolean, off: boolean) =>
    [
      'main-nav__item',
      dropdown ? 'main-nav__item--dropdown' : '',
      dismissed === id ? 'main-nav__item--dismissed' : '',
      off ? 'main-nav__item--off' : '',
    ]
      .filter(Boolean)
      .join(' ');
  const inMore = items.slice(Number.isFinite(onLine) ? onLine : items.length);
  return (
    <nav aria-label="Main menu" className="main-nav">
      <ul className="main-nav__list" ref={list}>
        {items.map((item, index) => {
          const tiles = dropdownTiles(item.pullDownMenus);
          const off = index >= onLine;
          return (
            <li
              key={item.id}
              data-nav-item=""
              aria-hidden={off || undefined}
              className={itemClass(item.id, tiles.length > 0, off)}
              onPointerLeave={dismissed === item.id ? () => setDismissed(null) : undefined}
              inert={off || undefined}
            >
              <AppLink
                href={item.link}
                inNewTab={item.inNewTab}
                rel={item.rel || undefined}
                className="main-nav__link"
                onClick={closeAfterClick(item.id)}
              >
                <LeftBadge item={item} />
                <span className="main-nav__label">
                  {item.label}
                  <UpperBadge item={item} />
                </span>
                {tiles.length > 0 ? <Icon name="chevron" size={14} className="main-nav__chevron" /> : null}
              </AppLink>
              {(dropdowns ?? live) && tiles.length > 0 ? (
                <div className="main-nav__dropdown">
                  <ul className="tile-grid">
                    {tiles.map((tile, i) => (
                      <li key={`${tile.link}-${i}`} className={tile.xlOnly ? 'tile tile--xl-only' : 'tile'}>
                        <AppLink
                          href={tile.link}
                          inNewTab={tile.inNewTab}
                          rel={tile.rel || undefined}
                          className="tile__link"
                          onClick={closeAfterClick(item.id)}
                        >
                          {tile.image ? (
                            <img className="tile__image" src={tile.image.permalink} alt={tileAlt(tile, tileAltSuffix)} loading="lazy" />
                          ) : (
                            <span className="tile__image tile__image--empty" aria-hidden="true" />
                          )}
                          <span className="tile__label" aria-hidden={tile.image ? true : undefined}>
                            {tile.label}
                          </span>
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </li>
          );
        })}
        <li
          data-nav-more=""
          aria-hidden={inMore.length === 0 || undefined}
          inert={inMore.length === 0 || undefined}
          className={itemClass(MORE_ID, true, inMore.length === 0)}
          onPointerLeave={dismissed === MORE_ID ? () => setDismissed(null) : undefined}
        >
          <button type="button" className="main-nav__link">
            <span className="main-nav__label">More</span>
            <Icon name="chevron" size={14} className="main-nav__chevron" />
          </button>
          <div className="main-nav__dropdown main-nav__dropdown--more">
            <ul className="main-nav__more-list">
              {inMore.map((item) => (
                <li key={item.id}>
                  <AppLink
                    href={item.link}
                    inNewTab={item.inNewTab}
                    rel={item.rel || undefined}
                    className="main-nav__more-link"
                    onClick={closeAfterClick(MORE_ID)}
                  >
                    <LeftBadge item={item} />
                    <span className="main-nav__label">
                      {item.label}
                      <UpperBadge item={item} />
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  );
}
