/**
 * The favourite heart (spec 000 §2.4 'Favourite heart toggles add or remove'): one toggle button named after its item;
 * and the removable card's delete button ('In removable mode a delete button emits removal of the item id').
 */
import { HeartIcon, TrashIcon } from './icons.tsx';
import './catalogue.css';

export function FavoriteButton({
  title,
  isFavorite,
  onToggle,
  inline,
}: {
  title: string;
  isFavorite: boolean;
  onToggle: () => void;
  inline?: boolean;
}) {
  return (
    <button
      type="button"
      className={`cat-fav${inline ? ' cat-fav--inline' : ''}${isFavorite ? ' is-active' : ''}`}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
      onClick={onToggle}
    >
      <HeartIcon filled={isFavorite} />
    </button>
  );
}

/** The delete button of a card in removable mode (the dashboard's favourites pages): it emits the item's removal. */
export function RemoveFavoriteButton({ title, onRemove }: { title: string; onRemove: () => void }) {
  return (
    <button type="button" className="cat-fav cat-fav--remove" aria-label={`Delete ${title} from favorites`} onClick={onRemove}>
      <TrashIcon />
    </button>
  );
}
