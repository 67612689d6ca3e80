/**
 * A staff 'Edit' item (spec 000 §6 'Roles and permissions'): opens the content admin in a new tab. Presentational:
 * the app decides who sees it and where it leads (views/containers/StaffEdit.tsx). Its rules (staff-edit.css) are in
 * every page's stylesheet (views/chrome/Layout.tsx).
 */
import { AppLink } from './AppLink.tsx';
import { Icon } from './Icon.tsx';

export function EditLink({ href, what }: { href: string; what: string }) {
  return (
    <div className="staff-edit container">
      <AppLink href={href} inNewTab className="staff-edit__link" aria-label={`Edit ${what}`}>
        <span>Edit</span>
        <Icon name="external-link" size={14} />
      </AppLink>
    </div>
  );
}
