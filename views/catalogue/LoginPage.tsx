/**
 * Log in (route /login/; spec 000 §5 validation display: server field errors under each field joined by line
 * breaks; §7 POST auth/login; 001 §2 'Account actions': login by a code sent to the account, and 'Unblock': the
 * resend of the unblock e-mail of a blocked account). A real form posting to /login/ so the password login works
 * without JavaScript; with JavaScript it calls onSubmit instead. Inputs are uncontrolled with defaultValue, so typed
 * values survive a failed attempt. The code login and the resend post to /login/ too (the hidden `intent` field says
 * which; app/server/form-login.ts), and the switches between password and code are GET forms of the page
 * (`?mode=code`); with JavaScript each prevents its default and sends the machine's event.
 * The switch reads 'Use a login code', not 'Log in with a code': a button whose name contains 'Log In' would make
 * every test and assistive-tech command that looks for the form's 'Log In' button ambiguous.
 */
import { type FormEvent, useId } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import { FieldErrors } from '../ui/FormField.tsx';
import './catalogue.css';
import './login.css';

interface LoginFieldErrors {
  email?: ReadonlyArray<string>;
  password?: ReadonlyArray<string>;
  code?: ReadonlyArray<string>;
}

/** Login by a code: which step, and its callbacks. */
export interface CodeLoginProps {
  /** The code was sent: the code field is shown. */
  sent: boolean;
  onRequestCode: (email: string) => void;
  onSubmitCode: (code: string) => void;
  onChoosePassword: () => void;
}

interface LoginPageProps {
  /** Whether the form's machine is there yet ('waiting': what is pressed waits for it), said on the page for tests. */
  machine?: 'waiting' | 'came';
  email?: string;
  password?: string;
  fieldErrors: LoginFieldErrors;
  formError: string | null;
  /** A confirmation (status, not an error): the unblock e-mail or the code sent, the account unblocked. */
  notice?: string | null;
  isSubmitting: boolean;
  onSubmit: (credentials: { email: string; password: string }) => void;
  /** Editing a field clears its server errors (spec 000 §5); the app decides. */
  onFieldEdit?: (field: 'email' | 'password' | 'code') => void;
  /** The CSRF token the form posts without JavaScript (hidden field `form_token`); none after a client navigation. */
  csrfToken?: string;
  /**
   * A blocked account (423): the server's message, and the resend of the unblock e-mail when it is allowed: by the
   * script (`onResendUnblock`) or, after a post without JavaScript, by posting the form again (`resendPosts`).
   */
  blocked?: { message: string; onResendUnblock?: () => void; resendPosts?: boolean } | null;
  /** The switch to login by code; absent: no switch. */
  onChooseCode?: () => void;
  /** Present: the code login is shown instead of the password form. */
  codeLogin?: CodeLoginProps | null;
  /** The page's heading (default 'Log In'; /playalogin/ names the app that asks). */
  heading?: string;
}

/** The hidden fields of a post to /login/: the CSRF token (none after a client navigation) and which form it is. */
function LoginPostFields({ csrfToken, intent }: { csrfToken?: string; intent?: 'code' | 'unblock' }) {
  return (
    <>
      {csrfToken ? <input type="hidden" name="form_token" value={csrfToken} /> : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
    </>
  );
}

function Messages({ formError, notice }: { formError: string | null; notice: string | null | undefined }) {
  return (
    <>
      {formError ? (
        <p role="alert" className="cat-form-error">
          {formError}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="cat-form-notice">
          {notice}
        </p>
      ) : null}
    </>
  );
}

function EmailField({ id, email, errors, onEdit }: { id: string; email: string; errors?: ReadonlyArray<string>; onEdit?: () => void }) {
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div className="cat-field">
      <label htmlFor={id}>Email</label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        defaultValue={email}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onInput={onEdit}
      />
      <FieldErrors id={`${id}-error`} messages={errors} />
    </div>
  );
}

function CodeLogin({
  id,
  email,
  fieldErrors,
  formError,
  notice,
  isSubmitting,
  onFieldEdit,
  code,
  csrfToken,
}: {
  id: string;
  csrfToken?: string;
  email: string;
  fieldErrors: LoginFieldErrors;
  formError: string | null;
  notice: string | null | undefined;
  isSubmitting: boolean;
  onFieldEdit?: (field: 'email' | 'password' | 'code') => void;
  code: CodeLoginProps;
}) {
  const codeId = `${id}-code`;
  const codeInvalid = (fieldErrors.code?.length ?? 0) > 0;
  const requestCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    code.onRequestCode(String(new FormData(e.currentTarget).get('email') ?? ''));
  };
  const submitCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    code.onSubmitCode(String(new FormData(e.currentTarget).get('code') ?? ''));
  };
  return (
    <>
      <Messages formError={formError} notice={notice} />
      <form
        method="post"
        action="/login/"
        className="cat-form"
        onSubmit={requestCode}
        noValidate
        aria-busy={isSubmitting}
        aria-label="Ask for a login code"
      >
        <LoginPostFields csrfToken={csrfToken} intent="code" />
        <EmailField id={`${id}-code-email`} email={email} errors={fieldErrors.email} onEdit={onFieldEdit ? () => onFieldEdit('email') : undefined} />
        <button type="submit" className={code.sent ? 'cat-button' : 'cat-button cat-button--accent'} disabled={isSubmitting}>
          {code.sent ? 'Send a new code' : 'Send code'}
        </button>
      </form>
      {code.sent ? (
        <form
          method="post"
          action="/login/"
          className="cat-form"
          onSubmit={submitCode}
          noValidate
          aria-busy={isSubmitting}
          aria-label="Log in with the code"
        >
          <LoginPostFields csrfToken={csrfToken} intent="code" />
          <input type="hidden" name="email" value={email} />
          <div className="cat-field">
            <label htmlFor={codeId}>Code</label>
            <input
              id={codeId}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              aria-invalid={codeInvalid || undefined}
              aria-describedby={codeInvalid ? `${codeId}-error` : undefined}
              onInput={onFieldEdit ? () => onFieldEdit('code') : undefined}
            />
            <FieldErrors id={`${codeId}-error`} messages={fieldErrors.code} />
          </div>
          <button type="submit" className="cat-button cat-button--accent" disabled={isSubmitting}>
            Log In
          </button>
        </form>
      ) : null}
      <form
        method="get"
        action="/login/"
        className="cat-login-links"
        onSubmit={(e) => {
          e.preventDefault();
          code.onChoosePassword();
        }}
      >
        <button type="submit" className="cat-link-button">
          Use a password
        </button>
      </form>
    </>
  );
}

export function LoginPage({
  email = '',
  password = '',
  fieldErrors,
  formError,
  notice,
  isSubmitting,
  onSubmit,
  onFieldEdit,
  csrfToken,
  blocked,
  onChooseCode,
  codeLogin,
  heading = 'Log In',
  machine,
}: LoginPageProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const passwordInvalid = (fieldErrors.password?.length ?? 0) > 0;
  // The switch to the code login and the resend of the unblock e-mail are forms of their own (outside the password
  // form, so Enter in it still logs in), their buttons placed in it by the `form` attribute.
  const switchId = `${id}-code-switch`;
  const unblockId = `${id}-unblock`;
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  if (codeLogin) {
    return (
      <div className="cat-page cat-login" data-machine={machine}>
        <h1>{heading}</h1>
        <CodeLogin
          id={id}
          email={email}
          fieldErrors={fieldErrors}
          formError={formError}
          notice={notice}
          isSubmitting={isSubmitting}
          onFieldEdit={onFieldEdit}
          code={codeLogin}
          csrfToken={csrfToken}
        />
      </div>
    );
  }
  return (
    <div className="cat-page cat-login" data-machine={machine}>
      <h1>{heading}</h1>
      <form method="post" action="/login/" className="cat-form" onSubmit={handleSubmit} noValidate aria-busy={isSubmitting}>
        {csrfToken ? <input type="hidden" name="form_token" value={csrfToken} /> : null}
        {blocked ? (
          <div className="cat-login-blocked">
            <p role="alert" className="cat-form-error">
              {blocked.message}
            </p>
            {blocked.onResendUnblock || blocked.resendPosts ? (
              <button type="submit" form={unblockId} className="cat-button" disabled={isSubmitting}>
                Resend unblock e-mail
              </button>
            ) : null}
          </div>
        ) : null}
        <Messages formError={formError} notice={notice} />
        <EmailField id={emailId} email={email} errors={fieldErrors.email} onEdit={onFieldEdit ? () => onFieldEdit('email') : undefined} />
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
          {onChooseCode ? (
            <>
              {' · '}
              <button type="submit" form={switchId} className="cat-link-button">
                Use a login code
              </button>
            </>
          ) : null}
        </p>
      </form>
      {blocked?.onResendUnblock || blocked?.resendPosts ? (
        <form
          id={unblockId}
          method="post"
          action="/login/"
          hidden
          onSubmit={(e) => {
            // The script's resend when the machine holds the blocked account; else the post (after one without JavaScript).
            if (!blocked.onResendUnblock) return;
            e.preventDefault();
            blocked.onResendUnblock();
          }}
        >
          <LoginPostFields csrfToken={csrfToken} intent="unblock" />
          <input type="hidden" name="email" value={email} />
        </form>
      ) : null}
      {onChooseCode ? (
        <form
          id={switchId}
          method="get"
          action="/login/"
          hidden
          onSubmit={(e) => {
            e.preventDefault();
            onChooseCode();
          }}
        >
          <input type="hidden" name="mode" value="code" />
        </form>
      ) : null}
    </div>
  );
}
