/**
 * /playalogin/ bound to its screen machine (README 'Partner app login'): a guest gets the site's login form headed
 * with the app's name (the visit's login form machine signs in; the machine hands off once the session has the user);
 * every other step is PartnerLoginPage. The route composes the machine.
 */
import { useSelector } from './use-selector.ts';
import type { ActorRefFrom } from 'xstate';
import type { PartnerLoginTag, partnerLoginMachine } from '../../machines/partner-login.machine.ts';
import {
  APP_LOOKUP_FAILED,
  APP_NOT_REGISTERED,
  OTHER_ACCOUNT_LABEL,
  PARTNER_LOGIN_PLAIN_HEADING,
  PARTNER_LOGIN_WAIT,
  continueAsLabel,
  partnerLoginHeading,
  partnerRedirectingNotice,
} from '../../domain/partner-login.ts';
import { type PartnerLoginStep, PartnerLoginPage } from '../account/PartnerLoginPage.tsx';
import { VisitLoginForm } from './VisitLoginForm.tsx';

export type PartnerLoginRef = ActorRefFrom<typeof partnerLoginMachine>;

const STEPS: readonly (PartnerLoginTag & (PartnerLoginStep | 'signedOut'))[] = [
  'unregistered',
  'unavailable',
  'signedOut',
  'confirm',
  'busy',
  'failed',
  'redirecting',
];

export function PartnerLoginScreen({ screen }: { screen: PartnerLoginRef }) {
  const step = useSelector(screen, (s) => STEPS.find((tag) => s.hasTag(tag)) ?? 'busy');
  const appName = useSelector(screen, (s) => s.context.app?.name ?? null);
  const email = useSelector(screen, (s) => s.context.email);
  const error = useSelector(screen, (s) => s.context.error);
  const heading = appName ? partnerLoginHeading(appName) : PARTNER_LOGIN_PLAIN_HEADING;
  if (step === 'signedOut') {
    return (
      <div className="account-page">
        <VisitLoginForm heading={heading} />
      </div>
    );
  }
  const shownError = step === 'unregistered' ? APP_NOT_REGISTERED : step === 'unavailable' ? APP_LOOKUP_FAILED : step === 'failed' ? error : null;
  const status = step === 'redirecting' && appName ? partnerRedirectingNotice(appName) : step === 'busy' ? PARTNER_LOGIN_WAIT : null;
  return (
    <div className="account-page">
      <PartnerLoginPage
        step={step}
        heading={heading}
        error={shownError}
        email={email}
        status={status}
        continueLabel={email ? continueAsLabel(email) : null}
        otherAccountLabel={OTHER_ACCOUNT_LABEL}
        onContinue={() => screen.send({ type: 'CONTINUE_CLICKED' })}
        onOtherAccount={() => screen.send({ type: 'OTHER_ACCOUNT_CHOSEN' })}
        onRetry={() => screen.send({ type: 'RETRY_CLICKED' })}
      />
    </div>
  );
}
