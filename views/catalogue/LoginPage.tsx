/**
 * Log in (route /login/; spec 000 §5 validation display: server field errors under each field joined by line
 * breaks; §7 POST auth/login). A real form posting to /login/ so it works without JavaScript; with
 * JavaScript it calls onSubmit instead. Inputs are uncontrolled with defaultValue, so typed values survive
 * a failed attempt.
 */
import { type FormEvent, Fragment, useId } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import './catalogue.css';
import './login.css';

interface LoginFieldErrors {
  email?: ReadonlyArray<string>;
  password?: ReadonlyArray<string>;
}

interface LoginPageProps {
  email?: string;
  password?: string;
  fieldErrors: LoginFieldErrors;
  formError: string | null;
  isSubmitting: boolean;
  onSubmit: (credentials: { email: string; password: string }) => void;
  /** Editing a field clears its server errors (spec 000 §5); the app decides. */
  onFieldEdit?: (field: 'email' | 'password') => void;
  /** The CSRF token the form posts without JavaScript (hidden field `form_token`); none after a client navigation. */
  formToken?: string;
}

function FieldErrors({ id, messages }: { id: string; messages: ReadonlyArray<string> | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={id} className="cat-field-error">
      {messages.map((m, i) => (
        <Fragment key={`${i}-${m}`}>
          {i > 0 ? <br /> : null}
          {m}
        </Fragment>
      ))}
    </p>
  );
}

export function LoginPage({ email = '', password = '', fieldErrors, formError, isSubmitting, onSubmit, onFieldEdit, formToken }: LoginPageProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const emailInvalid = (fieldErrors.email?.length ?? 0) > 0;
  const passwordInvalid = (fieldErrors.password?.length ?? 0) > 0;
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  return (
    <div className="cat-page cat-login">
      <h1>Log In</h1>
      <form method="post" action="/login/" className="cat-form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        {formToken ? <input type="hidden" name="form_token" value={formToken} /> : null}
        {formError ? (
          <p role="alert" className="cat-form-error">
            {formError}
          </p>
        ) : null}
        <div className="cat-field">
          <label htmlFor={emailId}>Email</label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={email}
            aria-invalid={emailInvalid || undefined}
            aria-describedby={emailInvalid ? `${emailId}-error` : undefined}
            onInput={onFieldEdit ? () => onFieldEdit('email') : undefined}
          />
          <FieldErrors id={`${emailId}-error`} messages={fieldErrors.email} />
        </div>
        <div className="cat-field">
          <label htmlFor={passwordId}>Password</label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            defaultValue={password}
            aria-invalid={passwordInvalid || undefined}
            aria-describedby={passwordInvalid ? `${passwordId}-error` : undefined}
            onInput={onFieldEdit ? () => onFieldEdit('password') : undefined}
          />
          <FieldErrors id={`${passwordId}-error`} messages={fieldErrors.password} />
        </div>
        <button type="submit" className="cat-button cat-button--accent" disabled={isSubmitting}>
          Log In
        </button>
        <p className="cat-login-links">
          <AppLink href="/reset-password/">Forgot your password?</AppLink>
        </p>
      </form>
    </div>
  );
}
