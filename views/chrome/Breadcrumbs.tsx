/**
 * Breadcrumbs (spec 000 §2.3 Breadcrumbs): a navigation landmark with an ordered list; the last item is the
 * current page. Renders nothing for an empty list (the app decides where breadcrumbs are hidden and which labels
 * they carry; head JSON-LD is the app's).
 */
import { AppLink } from '../ui/AppLink.tsx';

type BreadcrumbItem = { label: string; href?: string };

export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs container">
      <ol className="breadcrumbs__list">
        {items.map((item, i) => {
          const isLast = i === items.length - 1;
          return (
            <li key={`${item.label}-${i}`} className="breadcrumbs__item">
              {isLast ? (
                <span aria-current="page" className="breadcrumbs__current">
                  {item.label}
                </span>
              ) : item.href ? (
                <AppLink href={item.href} className="breadcrumbs__link">
                  {item.label}
                </AppLink>
              ) : (
                <span className="breadcrumbs__text">{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
