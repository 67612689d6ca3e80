/**
 * What the router's hydration carries besides plain data. A loader's error reaches the browser through the server's
 * dehydrated state, where an Error keeps only its message: the 503 'try again' screen of an upstream that failed
 * became the 404 screen once the page was live. The upstream's failure crosses as itself.
 * The site chrome crosses as its document's hash (chrome-doc.ts): the browser has fetched the document by then.
 */
import { createSerializationAdapter } from '@tanstack/react-router';
import { UpstreamUnavailable } from '../../adapters/upstream-error.ts';
import { isSealedChrome, sealOf, unsealChrome } from './chrome-doc.ts';

export const serializationAdapters = [
  createSerializationAdapter({
    key: 'upstream-unavailable',
    test: (value): value is UpstreamUnavailable => value instanceof UpstreamUnavailable,
    toSerializable: (error) => ({ call: error.call, reason: error.reason }),
    fromSerializable: (value: { call: string; reason: string }) => new UpstreamUnavailable(value.call, value.reason),
  }),
  createSerializationAdapter({
    key: 'site-chrome',
    test: isSealedChrome,
    toSerializable: sealOf,
    fromSerializable: unsealChrome,
  }),
];
