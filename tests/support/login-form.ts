/** The login form as a browser without JavaScript sends it: the token cookie the login page set, and its field. */

export type FormToken = { cookie: string; field: string };

/** What GET /login/ gives a new visitor: the form token's cookie and the hidden field repeating it. */
export async function loginFormToken(siteUrl: string, cookie = ''): Promise<FormToken> {
  const res = await fetch(`${siteUrl}/login/`, { headers: cookie ? { cookie } : {} });
  const set = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('form_token='))
    ?.split(';')[0];
  const field = (await res.text()).match(/name="form_token" value="([^"]+)"/)?.[1] ?? '';
  return { cookie: set ?? cookie, field };
}

/** POST /login/ with the fields, the token's cookie and field (unless `token` is given, e.g. a wrong one), no redirect followed. */
export async function postLoginForm(
  siteUrl: string,
  fields: Record<string, string>,
  opts: { token?: FormToken; headers?: Record<string, string> } = {},
) {
  const token = opts.token ?? (await loginFormToken(siteUrl));
  return fetch(`${siteUrl}/login/`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ ...fields, ...(token.field ? { form_token: token.field } : {}) }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token.cookie ? { cookie: token.cookie } : {}), ...opts.headers },
  });
}
