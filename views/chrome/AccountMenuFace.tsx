/**
 * The face of the account menu's button: the member's avatar (spec 001 §3 'Avatar') or the generic icon. Its own
 * module without react-aria, so the header's fallback button draws it before the menu's chunk loads.
 */
import { Icon } from '../ui/Icon.tsx';

/** The member's avatar ('' or absent: the generic icon), at the icon's place so nothing moves when it comes. */
export function AccountMenuFace({ avatarUrl }: { avatarUrl?: string }) {
  return avatarUrl ? <img className="account-menu__avatar" src={avatarUrl} alt="" width={24} height={24} /> : <Icon name="user" size={22} />;
}
