/** The account menu dropdown of the header (spec 000 §2.3 'Account menu dropdown'), a react-aria Menu. */
import { Menu, MenuItem as AriaMenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { ChromeMenuItem } from '../../domain/chrome-data.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { AccountMenuButton } from './AccountMenuButton.tsx';
import { LeftBadge, UpperBadge } from './MenuBadges.tsx';
import './AccountMenu.css';

export function AccountMenu({ items, avatarUrl }: { items: ChromeMenuItem[]; avatarUrl?: string }) {
  return (
    <div className="account-menu">
      <MenuTrigger>
        <AccountMenuButton avatarUrl={avatarUrl} />
        <Popover placement="bottom end" className="account-menu__popover">
          <Menu aria-label="Account menu" className="account-menu__list">
            {items.map((item) => (
              <AriaMenuItem
                key={item.id}
                id={item.id}
                textValue={item.label}
                href={item.link}
                className="account-menu__item"
                render={(domProps) =>
                  'href' in domProps && domProps.href ? (
                    <AppLink {...domProps} href={domProps.href} inNewTab={item.inNewTab} rel={item.rel || undefined} />
                  ) : (
                    <div {...(domProps as React.JSX.IntrinsicElements['div'])} />
                  )
                }
              >
                <LeftBadge item={item} />
                <span>{item.label}</span>
                <UpperBadge item={item} />
              </AriaMenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
