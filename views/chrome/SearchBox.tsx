/**
 * The search box (spec 000 §2.3 'Search'): a labelled search form (GET /search/?s=, so Enter works before the page is
 * live), its status announced politely ('Continue typing...', 'No results found', the count), and a results slot the
 * app fills (a lazy chunk). The `header` variant shows on desktop (over 1024 px) and, on tablets (576 to 1024 px),
 * behind a toggle; the `panel` variant sits in the mobile menu's side panel. Presentational: the app passes the
 * machine's view and sends its events.
 */
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '../ui/Icon.tsx';

export type SearchBoxStatus = 'idle' | 'continue-typing' | 'loading' | 'results' | 'empty';

export type SearchBoxProps = {
  variant: 'header' | 'panel';
  query: string;
  open: boolean;
  status: SearchBoxStatus;
  /** How many results the box lists (announced). */
  count: number;
  onType: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  onOpen: () => void;
  onClose: () => void;
  /** The grouped results (shown while the status is 'results'). */
  results?: ReactNode;
};

const statusText = (status: SearchBoxStatus, count: number): string =>
  status === 'continue-typing'
    ? 'Continue typing...'
    : status === 'loading'
      ? 'Searching...'
      : status === 'empty'
        ? 'No results found'
        : status === 'results'
          ? `${count} ${count === 1 ? 'result' : 'results'} found`
          : '';

export function SearchBox(props: SearchBoxProps) {
  const id = useId();
  const { variant, query, open, status } = props;
  const filled = query !== '';
  const shown = variant === 'panel' || open;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && filled) {
      event.preventDefault();
      props.onClear();
    }
  };
  const text = statusText(status, props.count);
  // The header's box closes its dropdown when focus leaves it (spec 000 §2.3 'Dropdown menus close on an outside click').
  const box = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // After the clear button, focus goes back to the input without opening the box again: clearing collapses it.
  const refocusing = useRef(false);
  const clear = () => {
    props.onClear();
    refocusing.current = true;
    input.current?.focus();
    refocusing.current = false;
  };
  const { onClose } = props;
  useEffect(() => {
    const element = box.current;
    if (!element || variant !== 'header' || !open) return;
    const left = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) onClose();
    };
    element.addEventListener('focusout', left);
    return () => element.removeEventListener('focusout', left);
  }, [variant, open, onClose]);
  return (
    <search ref={box} className={`search-box search-box--${variant}${open ? ' is-open' : ''}${filled ? ' is-filled' : ''}`}>
      {variant === 'header' ? (
        <button
          type="button"
          className="btn btn-ghost btn-icon search-box__toggle"
          aria-label="Search"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={open ? props.onClose : props.onOpen}
        >
          <Icon name={open ? 'close' : 'search'} size={22} />
        </button>
      ) : null}
      <form id={`${id}-form`} className="search-box__form" action="/search/" method="get" onSubmit={submit}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Search
        </label>
        <Icon name="search" size={18} className="search-box__icon" />
        <input
          id={`${id}-input`}
          className="search-box__input"
          type="search"
          name="s"
          placeholder="Search"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={query}
          aria-describedby={`${id}-status`}
          onChange={(event) => props.onType(event.currentTarget.value)}
          ref={input}
          onFocus={() => {
            if (!open && !refocusing.current) props.onOpen();
          }}
          onKeyDown={keyDown}
        />
        {filled ? (
          <button type="button" className="search-box__clear" aria-label="Clear search" onClick={clear}>
            <Icon name="close" size={16} />
          </button>
        ) : null}
      </form>
      <div className={shown && status !== 'idle' ? 'search-box__dropdown' : 'search-box__dropdown is-hidden'}>
        <p id={`${id}-status`} role="status" aria-live="polite" className={status === 'results' ? 'visually-hidden' : 'search-box__status'}>
          {shown ? text : ''}
        </p>
        {shown && status === 'results' ? props.results : null}
      </div>
    </search>
  );
}
