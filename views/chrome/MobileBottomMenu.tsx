/**
 * Mobile bottom menu (spec 000 §2.3 Mobile bottom menu): items (already sorted by the app), each with an icon,
 * aria-current on the item matching the current route, an optional 'VReels' play button. Shown only at
 * ≤1024 px (chrome.css) and only when items exist.
 */
import type { ChromeMenuItem } from '../../domain/chrome-data.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { isActivePath } from './active-path.ts';

export type MobileBottomMenuProps = {
  items: ChromeMenuItem[];
  activePath: string;
  /** Link of the 'VReels' play button; the app passes it when vreels are on and the layout is not the dashboard. */
  vreelsHref?: string | null;
};

/** Fallback icon when the CMS item has none, guessed from its link. */
function fallbackIcon(link: string): IconName {
  const l = link.toLowerCase();
  if (l === '/' || l === '') return 'home';
  if (l.includes('video')) return 'play';
  if (l.includes('model') || l.includes('login') || l.includes('dashboard') || l.includes('account')) return 'user';
  if (l.includes('favorite') || l.includes('favourite')) return 'heart';
  if (l.includes('search')) return 'search';
  if (l.includes('categor')) return 'grid';
  return 'star';
}

export function MobileBottomMenu({ items, activePath, vreelsHref }: MobileBottomMenuProps) {
  if (items.length === 0) return null;
  const half = Math.ceil(items.length / 2);
  const renderItem = (item: ChromeMenuItem) => {
    const active = isActivePath(item.link, activePath);
    return (
      <li key={item.id} className="bottom-menu__item">
        <AppLink
          href={item.link}
          inNewTab={item.inNewTab}
          rel={item.rel || undefined}
          className={active ? 'bottom-menu__link is-active' : 'bottom-menu__link'}
          aria-current={active ? 'page' : undefined}
        >
          {/* Lazy: the bar is hidden on wide screens, where its icons need not load (nor be preloaded by every page's head). */}
          {item.icon ? (
            <img className="bottom-menu__icon" src={item.icon.permalink} alt="" width={22} height={22} loading="lazy" />
          ) : (
            <Icon name={fallbackIcon(item.link)} size={22} className="bottom-menu__icon" />
          )}
          <span className="bottom-menu__label">{item.label}</span>
        </AppLink>
      </li>
    );
  };
  return (
    <nav aria-label="Bottom menu" className="bottom-menu">
      <ul className="bottom-menu__list">
        {vreelsHref ? items.slice(0, half).map(renderItem) : items.map(renderItem)}
        {vreelsHref ? (
          <li className="bottom-menu__item bottom-menu__item--vreels">
            <AppLink href={vreelsHref} className="bottom-menu__vreels">
              <Icon name="play" size={24} />
              <span className="bottom-menu__label">VReels</span>
            </AppLink>
          </li>
        ) : null}
        {vreelsHref ? items.slice(half).map(renderItem) : null}
      </ul>
    </nav>
  );
}
