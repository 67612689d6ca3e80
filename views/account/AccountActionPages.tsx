/**
 * Account removal and e-mail change (spec 001 §2 'Account actions'; 000 §5 validation display: messages under each
 * field joined by line breaks; §8 messages). Presentational: plain data and callbacks, no machine. Inputs are
 * uncontrolled with their typed values kept by the DOM, so a failed attempt loses nothing. Without JavaScript the forms
 * post to their own page (app/server/form-account.ts) with the CSRF token and the link's token; with it, the script
 * prevents the post and sends events.
 */
import { type FormEvent, useId } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import { FormError, FormField, type FieldMessages, PostFields } from '../ui/FormField.tsx';
import '../catalogue/catalogue.css';
import '../catalogue/login.css';

type Messages = FieldMessages;

export type AccountRemovalView = 'form' | 'triggered' | 'confirm' | 'removed' | 'invalidLink';

export interface AccountRemovalPageProps {
  view: AccountRemovalView;
  fieldErrors: { email?: Messages; password?: Messages };
  formError: string | null;
  busy: boolean;
  onSubmit: (credentials: { email: string; password: string }) => void;
  onFieldEdit: (field: 'email' | 'password') => void;
  onConfirm: () => void;
  /** The e-mail typed, when the server sent the form back (posted without JavaScript). */
  typedEmail?: string | null;
  /** The link's token (the confirm step posts it) and the forms' CSRF token, for the post without JavaScript. */
  token?: string | null;
  csrfToken?: string;
}

const REMOVAL_PATH = '/account-removal/';
const CHANGE_PATH = '/email-change/';

export function AccountRemovalPage({
  view,
  fieldErrors,
  formError,
  busy,
  onSubmit,
  onFieldEdit,
  onConfirm,
  typedEmail,
  token,
  csrfToken,
}: AccountRemovalPageProps) {
  const id = useId();
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  return (
    <div className="cat-page cat-login">
      {view === 'form' ? (
        <>
          <h1>Remove your account</h1>
          <p>Enter your e-mail and password. We will send you an e-mail with a link to confirm the removal.</p>
          <form
            method="post"
            action={REMOVAL_PATH}
            className="cat-form"
            onSubmit={handleSubmit}
            noValidate
            aria-busy={busy}
            aria-label="Start the removal of your account"
          >
            <PostFields csrfToken={csrfToken} />
            <FormError message={formError} />
            <FormField
              id={`${id}-email`}
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              messages={fieldErrors.email}
              defaultValue={typedEmail}
              onEdit={() => onFieldEdit('email')}
            />
            <FormField
              id={`${id}-password`}
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              messages={fieldErrors.password}
              onEdit={() => onFieldEdit('password')}
            />
            <button type="submit" className="cat-button cat-button--accent" disabled={busy}>
              Send the confirmation e-mail
            </button>
            <p className="cat-login-links">
              <AppLink href="/">Keep my account</AppLink>
            </p>
          </form>
        </>
      ) : view === 'triggered' ? (
        <>
          <h1>Check your e-mail</h1>
          <p role="status">We sent you an e-mail with a link to confirm the removal of your account. Check your e-mail to confirm.</p>
          <p className="cat-login-links">
            <AppLink href="/">Go to the home page</AppLink>
          </p>
        </>
      ) : view === 'confirm' ? (
        <>
          <h1>Remove your account?</h1>
          <p>
            <strong>This cannot be undone.</strong> Your account, your membership and your favourites will be deleted for good, and you will not be
            able to log in with it again.
          </p>
          <FormError message={formError} />
          <form
            method="post"
            action={REMOVAL_PATH}
            onSubmit={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            <PostFields csrfToken={csrfToken} token={token} />
            <button type="submit" className="cat-button cat-button--accent" disabled={busy} aria-busy={busy}>
              Remove my account
            </button>
          </form>
          <p className="cat-login-links">
            <AppLink href="/">No, keep my account</AppLink>
          </p>
        </>
      ) : view === 'removed' ? (
        <>
          <h1>Your account has been removed</h1>
          <p role="status">Your account and its data have been deleted. Thank you for having been with us.</p>
          <p className="cat-login-links">
            <AppLink href="/">Go to the home page</AppLink>
          </p>
        </>
      ) : (
        <>
          <h1>This link is no longer valid</h1>
          <p role="status">The removal link is unknown, used already or expired. You can start the removal again.</p>
          <p className="cat-login-links">
            <AppLink href="/account-removal/">Start the removal again</AppLink>
          </p>
        </>
      )}
    </div>
  );
}

export type EmailChangeView = 'form' | 'sent' | 'confirming' | 'confirmed' | 'confirmFailed' | 'invalidLink' | 'taken';

export interface EmailChangePageProps {
  view: EmailChangeView;
  /** The new address: asked for (sent) or the account's now (confirmed). */
  email: string | null;
  fieldErrors: { email?: Messages };
  formError: string | null;
  busy: boolean;
  onSubmit: (email: string) => void;
  onFieldEdit: () => void;
  onRetry: () => void;
  /** The link's token (the confirmation posts it without JavaScript) and the forms' CSRF token. */
  token?: string | null;
  csrfToken?: string;
}

/** The link's confirmation as a post: without JavaScript the visitor presses it; with it, the screen confirms itself. */
function ConfirmChangeForm({ token, csrfToken, label, onPress }: { token?: string | null; csrfToken?: string; label: string; onPress?: () => void }) {
  return (
    <form
      method="post"
      action={CHANGE_PATH}
      onSubmit={(e) => {
        e.preventDefault();
        onPress?.();
      }}
    >
      <PostFields csrfToken={csrfToken} token={token} />
      <button type="submit" className="cat-button cat-button--accent">
        {label}
      </button>
    </form>
  );
}

export function EmailChangePage({
  view,
  email,
  fieldErrors,
  formError,
  busy,
  onSubmit,
  onFieldEdit,
  onRetry,
  token,
  csrfToken,
}: EmailChangePageProps) {
  const id = useId();
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onSubmit(String(new FormData(e.currentTarget).get('email') ?? ''));
  };
  return (
    <div className="cat-page cat-login">
      {view === 'form' ? (
        <>
          <h1>Change your e-mail</h1>
          <p>We will send a link to the new address; the change is made when you follow it.</p>
          <form
            method="post"
            action={CHANGE_PATH}
            className="cat-form"
            onSubmit={handleSubmit}
            noValidate
            aria-busy={busy}
            aria-label="Change your e-mail address"
          >
            <PostFields csrfToken={csrfToken} />
            <FormError message={formError} />
            <FormField
              id={`${id}-email`}
              label="New email"
              name="email"
              type="email"
              autoComplete="email"
              messages={fieldErrors.email}
              defaultValue={email}
              onEdit={onFieldEdit}
            />
            <button type="submit" className="cat-button cat-button--accent" disabled={busy}>
              Send the confirmation link
            </button>
          </form>
        </>
      ) : view === 'sent' ? (
        <>
          <h1>Check your new e-mail</h1>
          <p role="status">We sent a link to confirm the change to {email}. Follow it to use the new address.</p>
        </>
      ) : view === 'confirming' ? (
        <>
          <h1>Changing your e-mail</h1>
          <p role="status">Confirming your new e-mail address…</p>
          <noscript>
            <ConfirmChangeForm token={token} csrfToken={csrfToken} label="Confirm my new e-mail" />
          </noscript>
        </>
      ) : view === 'confirmed' ? (
        <>
          <h1>Your e-mail address has been changed</h1>
          <p role="status">You now log in with {email}.</p>
          <p className="cat-login-links">
            <AppLink href="/login/">Log in</AppLink>
          </p>
        </>
      ) : view === 'confirmFailed' ? (
        <>
          <h1>Changing your e-mail</h1>
          <FormError message={formError} />
          <ConfirmChangeForm token={token} csrfToken={csrfToken} label="Try again" onPress={onRetry} />
        </>
      ) : view === 'taken' ? (
        <>
          <h1>The e-mail was not changed</h1>
          <p role="alert" className="cat-form-error">
            {formError}
          </p>
        </>
      ) : (
        <>
          <h1>This link is no longer valid</h1>
          <p role="status">The e-mail change link is unknown, used already or expired. Ask for the change again.</p>
          <p className="cat-login-links">
            <AppLink href="/email-change/">Change your e-mail</AppLink>
          </p>
        </>
      )}
    </div>
  );
}
