/**
 * The account menu's trigger: react-aria's Button, which MenuTrigger wires to open the menu. A member with an avatar
 * (spec 001 §3 'Avatar') sees it in place of the generic icon; the button's name stays 'Account menu'.
 */
import { Button } from 'react-aria-components';
import { buttonClassName } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';
import { AccountMenuFace } from './AccountMenuFace.tsx';

export function AccountMenuButton({ avatarUrl, ref }: { avatarUrl?: string; ref?: React.Ref<HTMLButtonElement> }) {
  return (
    <Button ref={ref} className={buttonClassName('ghost', 'md', true, 'account-menu__button')} aria-label="Account menu">
      <AccountMenuFace avatarUrl={avatarUrl} />
      <Icon name="chevron" size={14} />
    </Button>
  );
}
