/**
 * Mobile menu (spec 000 §2.3 Mobile menu): a react-aria Modal side panel with a search slot, the main menu
 * (items with isEnablePullDownOnMobile open pull-down submenus, react-aria Disclosure), the account menu and a
 * Log Out link or Join Now button at the bottom. Panel width per theme comes from --mobile-menu-width
 * (light ≤360 px, dark ≤320 px, darkest screen width − 15). Presentational: open state and visibility are props.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Disclosure, DisclosurePanel, Modal, ModalOverlay } from 'react-aria-components';
import type { ChromeMenuItem } from '../../domain/chrome-data.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button, buttonClassName } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LeftBadge, UpperBadge } from './MenuBadges.tsx';
import './MobileMenu.css';

type MobileMenuProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mainMenu: ChromeMenuItem[];
  accountMenu: ChromeMenuItem[];
  showLogOut: boolean;
  showJoinNow: boolean;
  joinUrl: string;
  /** Log In link (soft layout keeps it in the account menu instead; off by default). */
  showLogIn?: boolean;
  /** Mobile search box (another area's component). */
  search?: ReactNode;
  /** Main menu and account items are hidden while the search box holds a value (the app decides). */
  hideItems?: boolean;
};

export function MobileMenu(props: MobileMenuProps) {
  return (
    <ModalOverlay isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable className="mobile-menu__overlay">
      <Modal className="mobile-menu__panel">
        <Dialog aria-label="Menu" className="mobile-menu__dialog">
          <MobileMenuContent {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The panel's content, rendered inside the dialog (exported so it can be rendered on its own). */
export function MobileMenuContent(props: MobileMenuProps) {
  const close = () => props.onOpenChange(false);
  return (
    <div className="mobile-menu">
      <div className="mobile-menu__top">
        {props.search ? <div className="mobile-menu__search">{props.search}</div> : null}
        <Button variant="ghost" iconOnly className="mobile-menu__close" aria-label="Close menu" onPress={close}>
          <Icon name="close" size={22} />
        </Button>
      </div>
      {props.hideItems ? null : (
        <>
          {props.mainMenu.length > 0 ? (
            <nav aria-label="Mobile main menu" className="mobile-menu__nav">
              <ul className="mobile-menu__list">
                {props.mainMenu.map((item) => (
                  <li key={item.id} className="mobile-menu__item">
                    <MobileMenuEntry item={item} onNavigate={close} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {props.accountMenu.length > 0 ? (
            <nav aria-label="Mobile account menu" className="mobile-menu__nav mobile-menu__nav--account">
              <ul className="mobile-menu__list">
                {props.accountMenu.map((item) => (
                  <li key={item.id} className="mobile-menu__item">
                    <MenuEntryLink item={item} onNavigate={close} />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      )}
      <div className="mobile-menu__bottom">
        {props.showLogIn ? (
          <AppLink href="/login/" className="btn btn-secondary mobile-menu__login" onClick={close}>
            Log In
          </AppLink>
        ) : null}
        {props.showLogOut ? (
          <AppLink href="/logout/" className="btn btn-secondary mobile-menu__logout" onClick={close}>
            Log Out
          </AppLink>
        ) : null}
        {props.showJoinNow ? (
          <AppLink href={props.joinUrl} className="btn btn-primary mobile-menu__join" onClick={close}>
            Join Now
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}

function MenuEntryLink({ item, onNavigate }: { item: ChromeMenuItem; onNavigate: () => void }) {
  return (
    <AppLink href={item.link} inNewTab={item.inNewTab} rel={item.rel || undefined} className="mobile-menu__link" onClick={onNavigate}>
      {item.icon ? <img className="mobile-menu__icon" src={item.icon.permalink} alt="" width={20} height={20} /> : null}
      <LeftBadge item={item} />
      <span>{item.label}</span>
      <UpperBadge item={item} />
    </AppLink>
  );
}

function MobileMenuEntry({ item, onNavigate }: { item: ChromeMenuItem; onNavigate: () => void }) {
  const subItems = item.isEnablePullDownOnMobile ? (item.pullDownMenus ?? []) : [];
  if (subItems.length === 0) return <MenuEntryLink item={item} onNavigate={onNavigate} />;
  return (
    <Disclosure className="mobile-menu__disclosure">
      {({ isExpanded }) => (
        <>
          <div className="mobile-menu__row">
            <MenuEntryLink item={item} onNavigate={onNavigate} />
            <AriaButton
              slot="trigger"
              className={buttonClassName('ghost', 'md', true, isExpanded ? 'mobile-menu__toggle is-expanded' : 'mobile-menu__toggle')}
              aria-label={`${item.label} submenu`}
            >
              <Icon name="chevron" size={18} />
            </AriaButton>
          </div>
          <DisclosurePanel className="mobile-menu__submenu">
            <ul className="mobile-menu__sublist">
              {subItems.map((sub, i) => (
                <li key={`${sub.link}-${i}`}>
                  <AppLink href={sub.link} inNewTab={sub.inNewTab} rel={sub.rel || undefined} className="mobile-menu__sublink" onClick={onNavigate}>
                    {sub.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
