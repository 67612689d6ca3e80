/**
 * The texts and actions of the 18+ splash (spec 000 §2.3), shared by its in-place and modal forms. 'I Agree' submits
 * a form: the app takes it (`onAgree`); before the app runs, or without JavaScript, the browser posts it to the
 * server, which sets the same cookie and sends the visitor back to `returnTo`.
 */
import type { FormEvent, MouseEvent } from 'react';
import { AGE_AGREE_PATH, AGE_AGREE_RETURN_FIELD } from '../../domain/constants.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { buttonClassName } from '../ui/Button.tsx';
import type { TermsView } from '../../machines/terms-dialog.selectors.ts';
import { TermsPanel } from './TermsPanel.tsx';

export type AgeSplashProps = {
  isOpen: boolean;
  onAgree: () => void;
  /** Already formatted by the app. */
  today: string;
  termsHref: string;
  /** When given, the Terms of Service link opens the terms modal instead of navigating. */
  onOpenTerms?: () => void;
  /** The Terms of Service modal while it is open (or closing), null when closed. */
  terms?: TermsView | null;
  onCloseTerms?: () => void;
  disagreeHref?: string;
  /** The page's path and query, where the server sends the visitor back after a post of 'I Agree'. */
  returnTo?: string;
};

export const SPLASH_TITLE = 'Warning: This Website is for Adults Only!';

/** The splash's controls, in the order Tab reaches them (the same in the in-place and the modal form). */
export const SPLASH_CONTROLS = 'a[href], button';

export function AgeSplashContent({
  onAgree,
  today,
  termsHref,
  onOpenTerms,
  terms,
  onCloseTerms,
  disagreeHref = 'https://www.google.com/',
  returnTo = '/',
}: AgeSplashProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAgree();
  };
  const onTermsClick = onOpenTerms
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onOpenTerms();
      }
    : undefined;
  return (
    <div className="age-splash__content">
      <p className="age-splash__badge" aria-hidden="true">
        18+
      </p>
      <h2 id="age-splash-title" className="age-splash__title">
        <span className="visually-hidden">18+ </span>
        {SPLASH_TITLE}
      </h2>
      <div className="age-splash__legal">
        <p>
          This website contains age-restricted material intended for adults only. By entering, you confirm that you are at least 18 years old, or the
          age of majority in the place where you are accessing this website, whichever is greater, and that viewing such material is legal where you
          live.
        </p>
        <p>
          You also confirm that you will not allow any minor to access this website or its content, that you enter of your own free will, and that you
          have read and agree to our{' '}
          <AppLink href={termsHref} className="age-splash__terms" onClick={onTermsClick}>
            Terms of Service
          </AppLink>
          . If you do not agree, please leave now.
        </p>
      </div>
      <p className="age-splash__date">
        <time>{today}</time>
      </p>
      <form className="age-splash__actions" method="post" action={AGE_AGREE_PATH} onSubmit={onSubmit}>
        <input type="hidden" name={AGE_AGREE_RETURN_FIELD} value={returnTo} />
        <button type="submit" className={buttonClassName('primary', 'md', false, 'age-splash__agree')}>
          I Agree
        </button>
        <AppLink href={disagreeHref} className="btn btn-secondary age-splash__disagree">
          Disagree
        </AppLink>
      </form>
      {terms ? <TermsPanel terms={terms} onClose={() => onCloseTerms?.()} /> : null}
    </div>
  );
}
