/**
 * The account forms' pieces (login, reset password, account removal, e-mail change; spec 000 §5 'Server field
 * errors are shown under each field, multiple messages joined by line breaks'): a labelled uncontrolled input with
 * its errors, the errors alone, and the form's error. Uncontrolled: what was typed survives a refused or failed call.
 */
import { Fragment } from 'react';

export type FieldMessages = ReadonlyArray<string> | undefined;

export function FieldErrors({ id, messages }: { id: string; messages: FieldMessages }) {
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

export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="cat-form-error">
      {message}
    </p>
  ) : null;
}

export function FormField(props: {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  messages: FieldMessages;
  /** What was typed, when the server sent the form back (posted without JavaScript); never a password. */
  defaultValue?: string | null;
  /** Editing a field clears its server errors (spec 000 §5). */
  onEdit?: () => void;
}) {
  const invalid = (props.messages?.length ?? 0) > 0;
  const errorId = `${props.id}-error`;
  return (
    <div className="cat-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        inputMode={props.type === 'email' ? 'email' : undefined}
        required
        defaultValue={props.type === 'password' ? undefined : (props.defaultValue ?? undefined)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onInput={props.onEdit}
      />
      <FieldErrors id={errorId} messages={props.messages} />
    </div>
  );
}

/**
 * The hidden fields of a form that also posts without JavaScript (app/server/form-account.ts): its CSRF token
 * (app/server/csrf-token.ts; none after a client navigation, whose script posts nothing) and a link's token.
 */
export function PostFields({ csrfToken, token }: { csrfToken?: string; token?: string | null }) {
  return (
    <>
      {csrfToken ? <input type="hidden" name="form_token" value={csrfToken} /> : null}
      {token ? <input type="hidden" name="token" value={token} /> : null}
    </>
  );
}
