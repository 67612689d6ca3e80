/**
 * The room's tip menu and toy menu (spec 002 §2.3, §3.2, §4.7): items with their title and price, bought through the
 * tip flow. The tip menu is shown only when the room's menu is enabled; the toy menu when it has items.
 */
import type { TipMenuItem, ToyMenuItem } from '../../contracts/cam-provider.ts';

const tokens = (n: number) => `${n} ${n === 1 ? 'token' : 'tokens'}`;

export function TipMenu({ enabled, items, busy, onBuy }: { enabled: boolean; items: TipMenuItem[]; busy: boolean; onBuy(item: TipMenuItem): void }) {
  if (!enabled || items.length === 0) return null;
  return (
    <section className="cam-menu" aria-labelledby="cam-tip-menu-title">
      <h2 id="cam-tip-menu-title" className="cam-menu__title">
        Tip menu
      </h2>
      <ul className="cam-menu__list">
        {items.map((item) => (
          <li key={item.id} className="cam-menu__item">
            <span className="cam-menu__name">{item.title}</span>
            <button
              type="button"
              className="btn btn-sm cam-menu__buy"
              aria-label={`${item.title}: tip ${tokens(item.price)}`}
              aria-disabled={busy || undefined}
              onClick={() => !busy && onBuy(item)}
            >
              {tokens(item.price)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ToyMenu({ items, busy, onBuy }: { items: ToyMenuItem[]; busy: boolean; onBuy(item: ToyMenuItem): void }) {
  if (items.length === 0) return null;
  return (
    <section className="cam-menu" aria-labelledby="cam-toy-menu-title">
      <h2 id="cam-toy-menu-title" className="cam-menu__title">
        Toy menu
      </h2>
      <ul className="cam-menu__list">
        {items.map((item) => (
          <li key={item.id} className="cam-menu__item">
            <span className="cam-menu__name">
              {item.title}
              {item.seconds ? <span className="cam-menu__meta"> · {item.seconds} s</span> : null}
            </span>
            <button
              type="button"
              className="btn btn-sm cam-menu__buy"
              aria-label={`${item.title}: buy for ${tokens(item.price)}`}
              aria-disabled={busy || undefined}
              onClick={() => !busy && onBuy(item)}
            >
              {tokens(item.price)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
