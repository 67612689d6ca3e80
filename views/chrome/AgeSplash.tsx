/**
 * 18+ splash screen (spec 000 §2.3 '18+ splash screen'): '18+', the warning, a legal text, a Terms of Service
 * link, the current date (formatted by the app), 'I Agree' and 'Disagree' (a link to an external site).
 * A modal that neither an outside click nor Escape dismisses. On the server and during hydration it renders in
 * place (so the server HTML already covers the page); after hydration it is a react-aria Modal.
 * Presentational: the app decides isOpen and what 'I Agree' does (age cookie, 30 days).
 */
import type { MouseEvent } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import { useIsSSR } from './use-is-ssr.ts';

export type AgeSplashProps = {
  isOpen: boolean;
  onAgree: () => void;
  /** Already formatted by the app. */
  today: string;
  termsHref: string;
  /** When given, the Terms of Service link opens the terms modal instead of navigating. */
  onOpenTerms?: () => void;
  disagreeHref?: string;
};

export const SPLASH_TITLE = 'Warning: This Website is for Adults Only!';

export function AgeSplash(props: AgeSplashProps) {
  const isSSR = useIsSSR();
  if (!props.isOpen) return null;
  if (isSSR) {
    return (
      <div className="age-splash__overlay">
        <div className="age-splash" role="dialog" aria-modal="true" aria-labelledby="age-splash-title">
          <AgeSplashContent {...props} />
        </div>
      </div>
    );
  }
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="age-splash__overlay">
      <Modal className="age-splash">
        <Dialog aria-labelledby="age-splash-title" className="age-splash__dialog">
          <AgeSplashContent {...props} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function AgeSplashContent({ onAgree, today, termsHref, onOpenTerms, disagreeHref = 'https://www.google.com/' }: AgeSplashProps) {
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
          have read and agree to our <AppLink href={termsHref} className="age-splash__terms" onClick={onTermsClick}>Terms of Service</AppLink>. If you
          do not agree, please leave now.
        </p>
      </div>
      <p className="age-splash__date">
        <time>{today}</time>
      </p>
      <div className="age-splash__actions">
        <Button variant="primary" className="age-splash__agree" onPress={onAgree}>
          I Agree
        </Button>
        <AppLink href={disagreeHref} className="btn btn-secondary age-splash__disagree">
          Disagree
        </AppLink>
      </div>
    </div>
  );
}
