/**
 * Cookie banner (spec 000 §2.3 Cookie banner): the consent text with Accept and Reject. Presentational: the app
 * decides when it is visible (1 s after load, no prior choice, not from the VR app) and remembers the choice.
 */
import { Button } from '../ui/Button.tsx';

type CookieBannerProps = { isVisible: boolean; onAccept: () => void; onReject: () => void };

const COOKIE_TEXT = 'Our site uses cookies to personalize content and make our site easier for you to use.';

export function CookieBanner({ isVisible, onAccept, onReject }: CookieBannerProps) {
  if (!isVisible) return null;
  return (
    <section aria-label="Cookie consent" className="cookie-banner">
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__text">{COOKIE_TEXT}</p>
        <div className="cookie-banner__actions">
          <Button variant="primary" size="sm" onPress={onAccept}>
            Accept
          </Button>
          <Button variant="secondary" size="sm" onPress={onReject}>
            Reject
          </Button>
        </div>
      </div>
    </section>
  );
}
