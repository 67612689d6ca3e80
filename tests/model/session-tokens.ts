/** Test access tokens: unsigned JWT-shaped strings (the client decodes claims without verifying, spec 000 §3); one maker with the atlas's examples. */
export { makeAccessToken, accessTokenExpiringIn } from '../../app/atlas/session-tokens.ts';
