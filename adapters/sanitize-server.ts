/**
 * The sanitiser on the server: DOMPurify over one jsdom window per process, made on first use (the window is only
 * a parser here: no scripts run in it, nothing is fetched).
 */
import { JSDOM } from 'jsdom';
import { type HtmlSanitizer, createSanitizer } from './sanitize.ts';

let sanitizer: HtmlSanitizer | undefined;

export function serverSanitizer(): HtmlSanitizer {
  sanitizer ??= createSanitizer(new JSDOM('').window as unknown as Parameters<typeof createSanitizer>[0]);
  return sanitizer;
}
