/** upperText / leftText badges of a menu item, each in its own colour (spec 000 §2.3 Header). */
import type { ChromeMenuItem } from '../../domain/chrome-data.ts';
import { Badge } from '../ui/Badge.tsx';

export function UpperBadge({ item }: { item: Pick<ChromeMenuItem, 'upperText' | 'upperTextColor'> }) {
  if (!item.upperText) return null;
  return (
    <Badge className="menu-badge menu-badge--upper" color={item.upperTextColor || undefined}>
      {item.upperText}
    </Badge>
  );
}

export function LeftBadge({ item }: { item: Pick<ChromeMenuItem, 'leftText' | 'leftTextColor'> }) {
  if (!item.leftText) return null;
  return (
    <Badge className="menu-badge menu-badge--left" color={item.leftTextColor || undefined}>
      {item.leftText}
    </Badge>
  );
}
