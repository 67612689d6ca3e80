/** A chat's menu (spec 002 §2.6): 'Go to Model`s Room', a react-aria Menu whose item is a link inside the app. */
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { GO_TO_ROOM } from '../../machines/rules/messenger-chats.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

export function ChatMenu({ participant, roomPath }: { participant: string; roomPath: string | null }) {
  if (!roomPath) return null;
  return (
    <MenuTrigger>
      <Button variant="ghost" iconOnly size="sm" className="messenger-chat-menu__button" aria-label={`Chat with ${participant}: more`}>
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
