/**
 * The header's messenger button (spec 002 §2.6 'Header button'): shown only to a user with chats, it toggles the panel
 * between shown and hidden and carries the unread badge ('9+' above 9). Its name says the exact count; the badge shows
 * it short. Presentational: the container decides when it shows.
 */
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';
import '../ui/count-badge.css';
import './messenger-button.css';

export type MessengerButtonProps = {
  unread: number;
  badge: string;
  /** The panel is on the page (shown or minimized). */
  expanded: boolean;
  onToggle(): void;
};

/** The button's accessible name. */
export const messengerLabel = (unread: number): string => (unread > 0 ? `Messages, ${unread} unread` : 'Messages');

/** The panel's element id (the button controls it). */
export const MESSENGER_PANEL_ID = 'messenger-panel';

export function MessengerButton({ unread, badge, expanded, onToggle }: MessengerButtonProps) {
  return (
    <div className="messenger-button">
      <Button
        variant="ghost"
        iconOnly
        className="messenger-button__button"
        aria-label={messengerLabel(unread)}
        aria-expanded={expanded}
        aria-controls={expanded ? MESSENGER_PANEL_ID : undefined}
        onPress={onToggle}
      >
        <Icon name="chat" size={22} />
      </Button>
      {badge ? (
        <span className="messenger-button__badge count-badge count-badge--corner" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </div>
  );
}
