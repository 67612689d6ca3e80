/** The favourite heart (spec 000 §2.4 'Favourite heart toggles add or remove'): one toggle button named after its item. */
import { HeartIcon } from './icons.tsx';
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
