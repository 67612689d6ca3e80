/**
 * The dashboard's 'Account Settings' page, /main-dashboard/account-settings/ (spec 001 §2 'Account settings'; §3
 * 'Avatar', 'Password change form'; §5 'Change password'; §8 'Change-password error'): the current avatar, the list
 * to choose from (a grid of toggle buttons named 'Avatar 1', 'Avatar 2', …), a real file input to upload a new one
 * (images, at most 2 MB), and the change-password form (current, new and confirmation; each field's errors under it,
 * joined with line breaks and tied to it by aria-describedby; the server's message in a live region).
 * Presentational: plain data and callbacks; the container binds it to the avatar and change-password machines.
 */
import { type ChangeEvent, type FormEvent, Fragment, useId } from 'react';
import type { ChangePasswordErrors, ChangePasswordField, ChangePasswordValues } from '../../contracts/change-password-rules.ts';
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { PostFields } from '../ui/FormField.tsx';
import { Icon } from '../ui/Icon.tsx';
import './account-settings.css';

export const AVATAR_CHANGED_TEXT = 'Your avatar has been changed.';
export const UPLOAD_HINT = 'PNG, JPEG, GIF or WebP, at most 2 MB.';
export const NO_AVATARS_TEXT = 'The avatars could not be loaded. Please try again later.';
export const PASSWORD_HINT = 'From 8 to 50 characters, with at least one letter and one digit; no spaces, & or ".';

export interface AvatarSectionProps {
  avatar: string;
  avatars: string[];
  /** The list's avatar being set ('' none). */
  pending: string;
  busy: boolean;
  loading: boolean;
  updated: boolean;
  /** Why the last change failed; null when it did not. */
  error: string | null;
  onChoose: (avatar: string) => void;
  onPick: (file: File) => void;
}

export interface PasswordSectionProps {
  values: ChangePasswordValues;
  errors: ChangePasswordErrors;
  /** The server's message: after success, or a refusal no field explains. */
  message: string | null;
  succeeded: boolean;
  submitting: boolean;
  /** The form's CSRF token for its post without JavaScript (app/server/form-change-password.ts); '' none. */
  csrfToken?: string;
  onChange: (field: ChangePasswordField, value: string) => void;
  onSubmit: () => void;
}

export interface AccountSettingsPageProps {
  title: string;
  avatar: AvatarSectionProps;
  password: PasswordSectionProps;
}

/** An avatar's accessible name: its place in the list ('Avatar 3'), the member's own upload named as such. */
export const avatarName = (url: string, index: number): string => (url.includes('/avatar-files/') ? 'Your uploaded avatar' : `Avatar ${index + 1}`);

function AvatarSection(props: AvatarSectionProps) {
  const id = useId();
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    if (file) props.onPick(file);
    // The same file can be picked again after a refusal.
    e.currentTarget.value = '';
  };
  return (
    <section className="as-section" aria-labelledby={`${id}-heading`} aria-busy={props.busy || props.loading}>
      <h2 id={`${id}-heading`}>Avatar</h2>
      <div className="as-avatar">
        <div className="as-avatar__current">
          {props.avatar ? (
            <img src={props.avatar} alt="Your current avatar" width={96} height={96} />
          ) : (
            <span className="as-avatar__none" role="img" aria-label="No avatar yet">
              <Icon name="user" size={48} />
            </span>
          )}
        </div>
        <div className="as-avatar__upload">
          <label htmlFor={`${id}-file`}>Upload a new avatar</label>
          <input
            id={`${id}-file`}
            type="file"
            name="avatar"
            accept="image/*"
            disabled={props.busy || props.loading}
            aria-describedby={`${id}-hint`}
            onChange={onFile}
          />
          <p id={`${id}-hint`} className="as-hint">
            {UPLOAD_HINT}
          </p>
        </div>
      </div>
      <h3 className="as-subheading">Choose an avatar</h3>
      {props.avatars.length > 0 ? (
        <ul className="as-avatar-grid" aria-label="Avatars">
          {props.avatars.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                className="as-avatar-choice"
                aria-label={avatarName(url, i)}
                aria-pressed={url === props.avatar}
                aria-busy={url === props.pending || undefined}
                disabled={props.busy}
                onClick={() => props.onChoose(url)}
              >
                <img src={url} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="as-hint">{props.loading ? 'Loading the avatars…' : NO_AVATARS_TEXT}</p>
      )}
      <div role="status" className={`as-result${props.updated ? ' is-shown' : ''}`}>
        {props.updated ? AVATAR_CHANGED_TEXT : ''}
      </div>
      <div role="alert" className={`as-result as-result--error${props.error ? ' is-shown' : ''}`}>
        {props.error ?? ''}
      </div>
    </section>
  );
}

const FIELDS: { field: ChangePasswordField; label: string; autoComplete: string }[] = [
  { field: 'password', label: 'Current password', autoComplete: 'current-password' },
  { field: 'new_password', label: 'New password', autoComplete: 'new-password' },
  { field: 'new_password_confirmation', label: 'Confirm new password', autoComplete: 'new-password' },
];

/** A field's messages, one a line (spec 001 §5: a list joined with line breaks). */
function FieldMessages({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages || messages.length === 0) return null;
  return (
    <p id={id} className="as-field-error">
      {messages.map((m, i) => (
        <Fragment key={`${i}-${m}`}>
          {i > 0 ? <br /> : null}
          {m}
        </Fragment>
      ))}
    </p>
  );
}

function PasswordSection(props: PasswordSectionProps) {
  const id = useId();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <section className="as-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Change password</h2>
      <form className="as-form" method="post" action={DASHBOARD_PAGES.accountSettings.path} noValidate aria-busy={props.submitting} onSubmit={submit}>
        <PostFields csrfToken={props.csrfToken} />
        {FIELDS.map(({ field, label, autoComplete }) => {
          const messages = props.errors[field];
          const invalid = (messages?.length ?? 0) > 0;
          const describedBy = [invalid ? `${id}-${field}-error` : '', field === 'new_password' ? `${id}-hint` : ''].filter(Boolean).join(' ');
          return (
            <div key={field} className="as-field">
              <label htmlFor={`${id}-${field}`}>{label}</label>
              <input
                id={`${id}-${field}`}
                name={field}
                type="password"
                autoComplete={autoComplete}
                value={props.values[field]}
                maxLength={200}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy || undefined}
                onChange={(e) => props.onChange(field, e.currentTarget.value)}
              />
              {field === 'new_password' ? (
                <p id={`${id}-hint`} className="as-hint">
                  {PASSWORD_HINT}
                </p>
              ) : null}
              <FieldMessages id={`${id}-${field}-error`} messages={messages} />
            </div>
          );
        })}
        <div>
          <button type="submit" className="as-button" disabled={props.submitting}>
            Change password
          </button>
        </div>
        <div role="status" className={`as-result${props.succeeded && props.message ? ' is-shown' : ''}`}>
          {props.succeeded ? (props.message ?? '') : ''}
        </div>
        <div role="alert" className={`as-result as-result--error${!props.succeeded && props.message ? ' is-shown' : ''}`}>
          {props.succeeded ? '' : (props.message ?? '')}
        </div>
      </form>
    </section>
  );
}

export function AccountSettingsPage(props: AccountSettingsPageProps) {
  return (
    <div className="as-page">
      <h1>{props.title}</h1>
      <AvatarSection {...props.avatar} />
      <PasswordSection {...props.password} />
    </div>
  );
}
