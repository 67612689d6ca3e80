/**
 * The outcome of an account form posted without JavaScript (spec 001 §2 'Account actions', §7): the site
 * server carries out the post, then answers 303 back to the form's page with the outcome in a short-lived HttpOnly
 * cookie, which that page's server render reads once (and deletes), so the screen machine starts in the step the
 * script path would have reached: the same states, the same texts. A cookie rather than the address: no other site can
 * make the page show a message of its choosing, and a reload does not repeat the outcome.
 *
 * Never a password in it: the step, the e-mail typed or asked for, the form's error and the field errors.
 */
import type { FieldErrors } from './validation.ts';

export const FORM_OUTCOME_COOKIE = 'form_outcome';
/** Seconds: long enough for the redirect, short enough not to come back on a later visit. */
export const FORM_OUTCOME_MAX_AGE = 60;

export const POSTED_FORMS = ['reset-password', 'account-removal', 'email-change', 'checkout', 'change-password'] as const;
export type PostedForm = (typeof POSTED_FORMS)[number];

/**
 * What the post came to. `refused`: back on the form with its errors; the others are the screen's own steps
 * (reset-password: sent, done; account removal: triggered, removed, invalidLink; e-mail change: sent, confirmed,
 * invalidLink, taken, confirmFailed).
 */
export const POSTED_STEPS = ['refused', 'sent', 'done', 'triggered', 'removed', 'invalidLink', 'confirmed', 'taken', 'confirmFailed'] as const;
export type PostedStep = (typeof POSTED_STEPS)[number];

export interface PostedOutcome {
  form: PostedForm;
  step: PostedStep;
  /** The e-mail typed (refused) or the address the step names (sent, confirmed). */
  email?: string;
  formError?: string;
  fieldErrors?: FieldErrors;
  /** The server's message after a step it names (change-password: done). */
  message?: string;
}

const MAX_TEXT = 500;
const MAX_MESSAGES = 10;

const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length <= max;

/** The cookie's value (the cookie layer URI-encodes it). */
export function encodeOutcome(outcome: PostedOutcome): string {
  return JSON.stringify(outcome);
}

/** The field errors as posted back, or undefined when any part is not a short list of texts. */
function fieldErrorsOf(value: unknown): FieldErrors | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const errors: FieldErrors = {};
  for (const [field, list] of Object.entries(value)) {
    if (!/^[a-z_]{1,30}$/i.test(field) || !Array.isArray(list) || list.length > MAX_MESSAGES || !list.every((m) => isText(m))) return undefined;
    errors[field] = list as string[];
  }
  return errors;
}

/**
 * The outcome the cookie holds for `form`, or null: no cookie, another form's, or anything malformed (a cookie is
 * the visitor's to edit; whatever it says is only shown back to them).
 */
export function readOutcome(raw: string | undefined, form: PostedForm): PostedOutcome | null {
  if (!raw || raw.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (o.form !== form || !POSTED_STEPS.includes(o.step as PostedStep)) return null;
  if (o.email !== undefined && !isText(o.email, 254)) return null;
  if (o.formError !== undefined && !isText(o.formError)) return null;
  if (o.message !== undefined && !isText(o.message)) return null;
  const fieldErrors = o.fieldErrors === undefined ? undefined : fieldErrorsOf(o.fieldErrors);
  if (o.fieldErrors !== undefined && fieldErrors === undefined) return null;
  return {
    form,
    step: o.step as PostedStep,
    ...(o.email !== undefined ? { email: o.email as string } : {}),
    ...(o.formError !== undefined ? { formError: o.formError as string } : {}),
    ...(fieldErrors ? { fieldErrors } : {}),
    ...(o.message !== undefined ? { message: o.message as string } : {}),
  };
}

/** Whether the outcome is the given step (for the machines' start guards). */
export const postedStep = (posted: PostedOutcome | null | undefined, step: PostedStep): boolean => posted?.step === step;
