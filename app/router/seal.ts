/**
 * Sealing on the server (domain/sealed-doc.ts): an object of a render that is the same for every visitor (the site
 * chrome, the home page builder's cards) is marked with its content hash, so the router's dehydration writes it as
 * its kind and hash alone (serialization.ts); the browser reads it back from the document (sealed-doc.ts). Its own
 * module: the browser's first load never seals.
 */
import { type SealedDocKind, markSealed, sealedDocHref } from '../../domain/sealed-doc.ts';

/** An object's JSON and its content hash (16 hex digits of its SHA-256). */
export async function docJson(value: object): Promise<{ json: string; hash: string }> {
  const json = JSON.stringify(value);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(json)));
  const hash = [...digest.subarray(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { json, hash };
}

/** Marks the object with its kind and hash, so its dehydration writes them alone; returns the document's address. */
export async function seal(kind: SealedDocKind, value: object): Promise<string> {
  const { hash } = await docJson(value);
  markSealed(value, { kind, hash });
  return sealedDocHref(kind, hash);
}
