/**
 * The account menu dropdown of the header (spec 000 §2.3 'Account menu dropdown'), a react-aria Menu. Fetched when the
 * member first reaches for the menu's button (views/chrome/Header.tsx), then open at once when that was a press.
 */
import { Menu, MenuItem as AriaMenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useEffect, useRef, useState } from 'react';
import type { ChromeMenuItem } from '../../domain/chrome-data.ts';
import { type OpenAsk, useTakeFocus } from '../ui/use-reach.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { AccountMenuButton } from './AccountMenuButton.tsx';
import { LeftBadge, UpperBadge } from './MenuBadges.tsx';
import './AccountMenu.css';

export type AccountMenuProps = {
  items: ChromeMenuItem[];
  avatarUrl?: string;
  /** Open at once, as the stand-in was asked: with a pointer, or with a key that focuses the first or last item. */
  defaultOpen?: OpenAsk;
  autoFocus?: boolean;
};

export function AccountMenu({ items, avatarUrl, defaultOpen = false, autoFocus = false }: AccountMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // A key press on the stand-in focuses an item of the menu it opened, as a key press on the trigger does; later
  // opens are the trigger's own.
  const [firstOpen, setFirstOpen] = useState<OpenAsk>(defaultOpen);
  const itemFocus = firstOpen === 'first' || firstOpen === 'last' ? { autoFocus: firstOpen } : {};
  // Its button takes the focus the stand-in had, and when the stand-in was asked to open: the menu opens once its own
  // button has the focus, so closing it gives the focus back there (the stand-in it replaced is gone).
  useTakeFocus(button, autoFocus || defaultOpen !== false);
  useEffect(() => {
    if (defaultOpen !== false) setOpen(true);
  }, [defaultOpen]);
  return (
    <div className="account-menu">
      <MenuTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setFirstOpen(false);
        }}
      >
        <AccountMenuButton ref={button} avatarUrl={avatarUrl} />
        <Popover placement="bottom end" className="account-menu__popover">
          <Menu aria-label="Account menu" className="account-menu__list" {...itemFocus}>
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
