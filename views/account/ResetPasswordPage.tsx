/**
 * The /reset-password/ screen, presentational (spec 001 §2 'Account actions'; 000 §5 field errors under each field
 * joined by line breaks): the restore form, the 'check your inbox' confirmation, the token check, the invalid-link
 * state, the new-password form and the done message. Plain data and callbacks; the inputs are uncontrolled, so what
 * was typed survives a refused or failed call. Without JavaScript the forms post to /reset-password/
 * (app/server/form-account.ts; a password never ends up in an address as a GET submit would put it) and the buttons
 * that only change the step are GET forms to the page itself; with it, the script prevents both and sends events.
 */
import { type FormEvent, useId } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import { FormError, FormField, PostFields } from '../ui/FormField.tsx';
import '../catalogue/catalogue.css';
import '../catalogue/login.css';

export type ResetPasswordStep = 'restore' | 'sent' | 'checking' | 'checkFailed' | 'invalid' | 'newPassword' | 'done';
export type ResetPasswordField = 'email' | 'password' | 'confirmation';

export interface ResetPasswordPageProps {
  step: ResetPasswordStep;
  fieldErrors: Partial<Record<string, ReadonlyArray<string>>>;
  formError: string | null;
  busy: boolean;
  /** The address a reset e-mail was asked for ('sent'). */
  sentTo?: string | null;
  /** The account's e-mail, masked, from the token check ('newPassword'). */
  accountEmail?: string | null;
  /** The e-mail typed, when the server sent the restore form back (posted without JavaScript). */
  typedEmail?: string | null;
  /** The link's token (the new-password form posts it) and the forms' CSRF token, for the post without JavaScript. */
  token?: string | null;
  csrfToken?: string;
  onRestore: (email: string) => void;
  onNewPassword: (fields: { password: string; confirmation: string }) => void;
  onFieldEdit: (field: ResetPasswordField) => void;
  onNewLink: () => void;
  onRetryCheck: () => void;
}

const PATH = '/reset-password/';

/** A button that only changes the step: with JavaScript an event, without it a GET of the page (with the link's token). */
function StepButton({ label, token, accent, onPress }: { label: string; token?: string | null; accent?: boolean; onPress: () => void }) {
  return (
    <form
      method="get"
      action={PATH}
      onSubmit={(e) => {
        e.preventDefault();
        onPress();
      }}
    >
      {token ? <input type="hidden" name="token" value={token} /> : null}
      <button type="submit" className={accent ? 'cat-button cat-button--accent' : 'cat-button'}>
        {label}
      </button>
    </form>
  );
}

export function ResetPasswordPage(props: ResetPasswordPageProps) {
  const id = useId();
  const { step, fieldErrors, formError, busy } = props;
  const text = (e: FormEvent<HTMLFormElement>, name: string) => String(new FormData(e.currentTarget).get(name) ?? '');
  return (
    <div className="cat-page cat-login cat-reset-password">
      <h1>Reset Password</h1>
      {step === 'restore' ? (
        <form
          method="post"
          action={PATH}
          className="cat-form"
          noValidate
          aria-busy={busy}
          aria-label="Request a password reset"
          onSubmit={(e) => {
            e.preventDefault();
            props.onRestore(text(e, 'email'));
          }}
        >
          <PostFields csrfToken={props.csrfToken} />
          <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
          <FormError message={formError} />
          <FormField
            id={`${id}-email`}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            messages={fieldErrors.email}
            defaultValue={props.typedEmail}
            onEdit={() => props.onFieldEdit('email')}
          />
          <button type="submit" className="cat-button cat-button--accent" disabled={busy}>
            Send reset link
          </button>
          <p className="cat-login-links">
            <AppLink href="/login/">Back to Log In</AppLink>
          </p>
        </form>
      ) : null}
      {step === 'sent' ? (
        <div role="status" className="cat-form">
          <h2>Check your inbox</h2>
          <p>
            If an account exists for {props.sentTo ? <strong>{props.sentTo}</strong> : 'this address'}, we have sent it an e-mail with a link to reset
            the password. The link is valid for one hour.
          </p>
          <StepButton label="Use another e-mail" onPress={props.onNewLink} />
        </div>
      ) : null}
      {step === 'checking' ? (
        <p role="status" className="cat-form">
          Checking your reset link…
        </p>
      ) : null}
      {step === 'checkFailed' ? (
        <div className="cat-form">
          <FormError message={formError} />
          <StepButton label="Try again" token={props.token} accent onPress={props.onRetryCheck} />
        </div>
      ) : null}
      {step === 'invalid' ? (
        <div className="cat-form">
          <p role="alert" className="cat-form-error">
            This password reset link is invalid or has expired.
          </p>
          <StepButton label="Send me a new link" accent onPress={props.onNewLink} />
        </div>
      ) : null}
      {step === 'newPassword' ? (
        <form
          method="post"
          action={PATH}
          className="cat-form"
          noValidate
          aria-busy={busy}
          aria-label="Set a new password"
          onSubmit={(e) => {
            e.preventDefault();
            props.onNewPassword({ password: text(e, 'password'), confirmation: text(e, 'confirmation') });
          }}
        >
          <PostFields csrfToken={props.csrfToken} token={props.token} />
          <p>Choose a new password{props.accountEmail ? ` for ${props.accountEmail}` : ''}.</p>
          <FormError message={formError} />
          <FormField
            id={`${id}-password`}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            messages={fieldErrors.password}
            onEdit={() => props.onFieldEdit('password')}
          />
          <FormField
            id={`${id}-confirmation`}
            name="confirmation"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            messages={fieldErrors.confirmation}
            onEdit={() => props.onFieldEdit('confirmation')}
          />
          <button type="submit" className="cat-button cat-button--accent" disabled={busy}>
            Set new password
          </button>
        </form>
      ) : null}
      {step === 'done' ? (
        <div role="status" className="cat-form">
          <h2>Your password has been changed</h2>
          <p>You can now log in with your new password.</p>
          <AppLink href="/login/" className="cat-button cat-button--accent">
            Log In
          </AppLink>
        </div>
      ) : null}
    </div>
  );
}
