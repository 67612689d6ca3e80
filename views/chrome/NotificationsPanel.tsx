/**
 * The notifications dropdown (spec 000 §2.3 'Notifications dropdown'): a react-aria Popover holding a Dialog titled
 * 'All Notifications', the shown notifications (image, header, title, relative time; the link of rules/notifications)
 * and 'Load More' while more are left. Escape, an outside click or the bell close it.
 */
import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';

export type ShownNotification = {
  id: number;
  href: string;
  external: boolean;
  header: string;
  title: string;
  image: { permalink: string; alt: string } | null;
  /** 'N days ago', from the session's clock. */
  when: string;
};

export type NotificationsPanelProps = {
  open: boolean;
  items: ShownNotification[];
  hasMore: boolean;
  onMore: () => void;
  onClose: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
};

export function NotificationsPanel({ open, items, hasMore, onMore, onClose, triggerRef }: NotificationsPanelProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      placement="bottom end"
      className="notifications__popover"
    >
      <Dialog className="notifications__dialog">
        <Heading slot="title" className="notifications__title">
          All Notifications
        </Heading>
        {items.length === 0 ? (
          <p className="notifications__empty">No notifications yet.</p>
        ) : (
          <ul className="notifications__list">
            {items.map((n) => (
              <li key={n.id}>
                <AppLink href={n.href} inNewTab={n.external} className="notifications__item" onClick={onClose}>
                  {n.image ? <img src={n.image.permalink} alt="" width={64} height={36} loading="lazy" /> : null}
                  <span className="notifications__text">
                    {n.header ? <span className="notifications__header">{n.header}</span> : null}
                    <span className="notifications__item-title">{n.title}</span>
                    <span className="notifications__when">{n.when}</span>
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        {hasMore ? (
          <Button variant="secondary" size="sm" className="notifications__more" onPress={onMore}>
            Load More
          </Button>
        ) : null}
      </Dialog>
    </Popover>
  );
}
