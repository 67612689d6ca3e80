/** The account menu's trigger: react-aria's Button, which MenuTrigger wires to open the menu. */
import { Button } from 'react-aria-components';
import { buttonClassName } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

export function AccountMenuButton() {
  return (
    <Button className={buttonClassName('ghost', 'md', true, 'account-menu__button')} aria-label="Account menu">
      <Icon name="user" size={22} />
      <Icon name="chevron" size={14} />
    </Button>
  );
}
