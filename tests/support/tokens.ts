/** Real tokens for end-to-end tests: a demo account's pair from the site API, and its access token re-signed. */
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';

/** The pair the site API gives a demo account (password demo1234). */
export async function siteLogin(siteUrl: string, email: string, password = 'demo1234'): Promise<{ atoken: string; rtoken: string }> {
  const res = await fetch(`${siteUrl}/api/wp/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await res.json()) as { data: { token: { atoken: string; rtoken: string } } };
  return data.token;
}

/**
 * The access token's claims re-signed with the site's secret (the test started the site with it), to expire `seconds`
 * from now (negative: already expired), with another `kind` claim when given. Its type, issuer and audience stay (the
 * backend checks them: backend/auth/tokens.ts).
 */
export async function resignAccessToken(atoken: string, secret: string, opts: { seconds: number; kind?: string }): Promise<string> {
  const { sub, usc, partners, vra, kind, iss, aud } = decodeJwt(atoken);
  const { typ } = decodeProtectedHeader(atoken);
  const now = Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ usc, partners, vra, ...((opts.kind ?? kind) ? { kind: opts.kind ?? kind } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: typ ?? 'JWT' })
    .setSubject(String(sub))
    .setIssuedAt(now)
    .setExpirationTime(now + opts.seconds);
  if (iss !== undefined) jwt = jwt.setIssuer(iss);
  if (aud !== undefined) jwt = jwt.setAudience(aud);
  return jwt.sign(new TextEncoder().encode(secret));
}
