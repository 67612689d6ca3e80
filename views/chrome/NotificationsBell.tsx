/**
 * The header's notifications bell (spec 000 §2.3 'Header', 'Notifications dropdown'): a button with the unread badge
 * ('9+' above 9) whose name says the count; the dropdown itself (views/chrome/NotificationsPanel.tsx, react-aria) is
 * fetched the first time it opens, so the bell costs the first load almost nothing.
 */
import { type ReactNode, Suspense, lazy, useRef } from 'react';
import { badgeText } from '../../domain/notifications.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';
import type { NotificationsPanelProps } from './NotificationsPanel.tsx';
import '../ui/count-badge.css';
import './notifications.css';

const NotificationsPanel = lazy(() => import('./NotificationsPanel.tsx').then((m) => ({ default: m.NotificationsPanel })));

export type NotificationsBellProps = Omit<NotificationsPanelProps, 'triggerRef'> & {
  unread: number;
  onOpen: () => void;
};

export const bellLabel = (unread: number): string => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

export function NotificationsBell(props: NotificationsBellProps): ReactNode {
  const { unread, open, onOpen, onClose } = props;
  const trigger = useRef<HTMLButtonElement>(null);
  const badge = badgeText(unread);
  return (
    <div className="notifications">
      <Button
        ref={trigger}
        variant="ghost"
        iconOnly
        className="notifications__button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPress={open ? onClose : onOpen}
      >
        <Icon name="bell" size={22} />
      </Button>
      {/* Beside the button, not in it: the button's name says the exact count, the badge shows it short. */}
      {badge ? (
        <span className="notifications__badge count-badge count-badge--corner" aria-hidden="true">
          {badge}
        </span>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <NotificationsPanel {...props} triggerRef={trigger} />
        </Suspense>
      ) : null}
    </div>
  );
}
