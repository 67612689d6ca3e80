/**
 * What the router's hydration carries besides plain data. A loader's error reaches the browser through the server's
 * dehydrated state, where an Error keeps only its message: the 503 'try again' screen of an upstream that failed
 * became the 404 screen once the page was live. The upstream's failure crosses as itself.
 * The site chrome and the home's builder cards cross as their document's hash (sealed-doc.ts): the browser has
 * fetched the documents by then.
 */
import { createSerializationAdapter } from '@tanstack/react-router';
import { UpstreamUnavailable } from '../../adapters/upstream-error.ts';
import { type Seal, sealOf } from '../../domain/sealed-doc.ts';
import { unseal } from './sealed-doc.ts';

export const serializationAdapters = [
  createSerializationAdapter({
    key: 'upstream-unavailable',
    test: (value): value is UpstreamUnavailable => value instanceof UpstreamUnavailable,
    toSerializable: (error) => ({ call: error.call, reason: error.reason }),
    fromSerializable: (value: { call: string; reason: string }) => new UpstreamUnavailable(value.call, value.reason),
  }),
  createSerializationAdapter({
    key: 'sealed-doc',
    test: (value): value is object => sealOf(value) !== undefined,
    toSerializable: (value) => sealOf(value) as Seal,
    fromSerializable: unseal,
  }),
];
