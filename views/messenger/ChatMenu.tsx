/** A chat's menu (spec 002 §2.6): 'Go to Model`s Room', a react-aria Menu whose item is a link inside the app. */
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { GO_TO_ROOM } from '../../domain/messenger-chats.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

export function ChatMenu({ participant, roomPath }: { participant: string; roomPath: string | null }) {
  if (!roomPath) return null;
  return (
    <MenuTrigger>
      {/* react-aria's Button: MenuTrigger wires its own trigger (the project's native button would not open the menu). */}
      <Button className={buttonClassName('ghost', 'sm', true, 'messenger-chat-menu__button')} aria-label={`Chat with ${participant}: more`}>
        <Icon name="more" size={18} />
      </Button>
      <Popover placement="bottom end" className="messenger-chat-menu__popover">
        <Menu aria-label={`Chat with ${participant}`} className="messenger-chat-menu__list">
          <MenuItem
            id="room"
            textValue={GO_TO_ROOM}
            href={roomPath}
            className="messenger-chat-menu__item"
            render={(domProps) =>
              'href' in domProps && domProps.href ? (
                <AppLink {...domProps} href={domProps.href} />
              ) : (
                <div {...(domProps as React.JSX.IntrinsicElements['div'])} />
              )
            }
          >
            {GO_TO_ROOM}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
