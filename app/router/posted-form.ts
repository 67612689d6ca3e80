/**
 * What an account page's loader takes from a form posted without JavaScript (app/server/form-account.ts):
 * the outcome cookie, read once and deleted (a reload shows the form again), and the form's CSRF token for the next
 * post. Either makes the page the visitor's own (`private, no-store`). In the browser the cookie is HttpOnly and the
 * token '' (the script posts nothing): nothing to read.
 */
import { FORM_OUTCOME_COOKIE, type PostedForm, type PostedOutcome, readOutcome } from '../../domain/form-outcome.ts';
import type { Services } from './services.ts';

export function postedForm(services: Services, form: PostedForm): { posted: PostedOutcome | null; csrfToken: string } {
  const raw = services.cookies.get(FORM_OUTCOME_COOKIE);
  if (raw !== undefined) services.cookies.remove(FORM_OUTCOME_COOKIE, { path: '/' });
  const posted = readOutcome(raw, form);
  if (posted) services.personalPage();
  return { posted, csrfToken: services.csrfToken() };
}
