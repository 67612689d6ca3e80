/**
 * The registration / checkout form of the join-now page (spec 001 §2 'Registration / checkout form'), plain data and
 * callbacks: 'Secure and Discreet Payment' with the nine payment icons (six on small screens), the cart (Total: old
 * price, price, period), the 'One-Time Special' switch while the leave-page offer runs, the feature list with the
 * selected bundles, 'Pay with', 'Create an Account' (Email, Password) for a visitor without an account, the updates
 * checkbox (checked), 'Join Now' and 'Already have an account? Log In'. Field errors show under their fields, several
 * joined by line breaks; the inputs are uncontrolled, so what was typed survives every refusal. Without JavaScript
 * the form posts to /join-now/ (app/server/form-checkout.ts) with the tariff chosen among the radios.
 */
import { type FormEvent, useId } from 'react';
import { AppLink } from '../ui/AppLink.tsx';
import { FieldErrors, FormError, FormField, PostFields } from '../ui/FormField.tsx';
import '../catalogue/login.css';
import './join-now.css';

/** The form's id: the tariff radios outside it belong to it (posted as priceUuid without JavaScript). */
export const CHECKOUT_FORM_ID = 'jn-checkout';

export const PAYMENT_ICONS = ['VISA', 'MasterCard', 'PayPal', 'PaySafeCard', 'JCB', 'Sofort', 'Ideal', 'Neosurf', 'Interac'] as const;

export type CheckoutFieldErrors = Partial<Record<'email' | 'password' | 'paymentSystem', ReadonlyArray<string>>>;

export interface CheckoutFormProps {
  siteName: string;
  /** The CSRF token of the post without JavaScript (app/server/form-checkout.ts); '' after a client navigation. */
  csrfToken: string;
  /** The chosen plan: its name, price, old price and how it is billed ('every 3 months'). */
  cart: { title: string; price: string; oldPrice: string | null; period: string } | null;
  /** Shown while the leave-page offer runs: whether its special prices are on. */
  oneTimeSpecial: boolean | null;
  bundles: readonly { title: string; subtitle: string }[];
  payWith: { options: readonly { name: string; nameHuman: string }[]; value: string };
  /** A visitor without an account creates one; a signed-in member does not (their e-mail is shown). */
  createsAccount: boolean;
  signedInEmail: string | null;
  /** The e-mail to show in the field (kept from a declined payment). */
  email: string;
  fieldErrors: CheckoutFieldErrors;
  formError: string | null;
  busy: boolean;
  onSubmit: (fields: { email: string; password: string; isReceiveUpdates: boolean }) => void;
  onFieldEdit: (field: 'email' | 'password') => void;
  onPayWith: (name: string) => void;
  onToggleSpecial: () => void;
}

const FEATURES = ['Every scene in full, stream or download', 'New releases every week', 'Cancel any time in your dashboard'];

export function CheckoutForm(props: CheckoutFormProps) {
  const id = useId();
  const { cart, fieldErrors } = props;
  const payWithInvalid = (fieldErrors.paymentSystem?.length ?? 0) > 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    props.onSubmit({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      isReceiveUpdates: form.get('isReceiveUpdates') === 'on',
    });
  };
  return (
    <form
      id={CHECKOUT_FORM_ID}
      className="jn-form cat-form"
      method="post"
      action="/join-now/"
      noValidate
      onSubmit={submit}
      aria-busy={props.busy || undefined}
    >
      <PostFields csrfToken={props.csrfToken} />
      <h2 id="jn-checkout-title">Secure and Discreet Payment</h2>
      <ul className="jn-pay-icons" aria-label="Accepted payment methods">
        {PAYMENT_ICONS.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {cart ? (
        <div className="jn-cart" aria-live="polite">
          <span className="jn-cart-label">Total:</span>
          {cart.oldPrice ? (
            <s className="jn-old-price">
              <span className="visually-hidden">was </span>
              {cart.oldPrice}
            </s>
          ) : null}
          <strong className="jn-cart-price">{cart.price}</strong>
          <span className="jn-cart-period">
            {cart.title}, {cart.period}
          </span>
        </div>
      ) : null}
      {props.oneTimeSpecial !== null ? (
        <label className="jn-special">
          <input type="checkbox" checked={props.oneTimeSpecial} onChange={props.onToggleSpecial} />
          One-Time Special
        </label>
      ) : null}
      <ul className="jn-features" aria-label="Included">
        {FEATURES.map((f) => (
          <li key={f}>{f}</li>
        ))}
        {props.bundles.map((b) => (
          <li key={b.title} className="jn-feature-bundle">
            <strong>+ {b.title}</strong>
            {b.subtitle ? <span> {b.subtitle}</span> : null}
          </li>
        ))}
      </ul>
      <div className="cat-field">
        <label htmlFor={`${id}-pay`}>Pay with</label>
        <select
          id={`${id}-pay`}
          name="paymentSystem"
          required
          value={props.payWith.value}
          onChange={(event) => props.onPayWith(event.currentTarget.value)}
          aria-invalid={payWithInvalid || undefined}
          aria-describedby={payWithInvalid ? `${id}-pay-error` : undefined}
        >
          {props.payWith.options.map((o) => (
            <option key={o.name} value={o.name}>
              {o.nameHuman}
            </option>
          ))}
        </select>
        <FieldErrors id={`${id}-pay-error`} messages={fieldErrors.paymentSystem} />
      </div>
      {props.createsAccount ? (
        <fieldset className="jn-account">
          <legend>Create an Account</legend>
          <FormField
            id={`${id}-email`}
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            defaultValue={props.email}
            messages={fieldErrors.email}
            onEdit={() => props.onFieldEdit('email')}
          />
          <FormField
            id={`${id}-password`}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            messages={fieldErrors.password}
            onEdit={() => props.onFieldEdit('password')}
          />
        </fieldset>
      ) : (
        <p className="jn-signed-in">Signed in as {props.signedInEmail ?? 'a member'}</p>
      )}
      {props.createsAccount ? (
        <label className="jn-updates">
          <input type="checkbox" name="isReceiveUpdates" defaultChecked />I would like to receive occasional email updates from {props.siteName}.
        </label>
      ) : null}
      <FormError message={props.formError} />
      <button type="submit" className="btn btn-primary jn-join" disabled={props.busy}>
        Join Now
      </button>
      {props.createsAccount ? (
        <p className="jn-login">
          Already have an account? <AppLink href="/login/">Log In</AppLink>
        </p>
      ) : null}
    </form>
  );
}
