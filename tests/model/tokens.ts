/** Test tokens: unsigned JWT-shaped strings (the client decodes claims without verifying, spec 000 §3); one maker with the atlas's examples. */
export { makeToken, tokenExpiringIn } from '../../app/atlas/tokens.ts';
