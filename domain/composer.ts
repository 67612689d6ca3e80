/**
 * The message composer's rules (spec 002 §2.4, §4.7 'Composer behaviour', §5 'Messages (chat and messenger)', §9):
 * at most 400 characters, a message is its trimmed text and must not be empty, an emoji goes in only when it fits,
 * a paste is plain text (files ignored) with HTML line breaks as newlines, Enter submits unless multiline.
 */
export const MESSAGE_MAX = 400;
export const COMPOSER_PLACEHOLDER = 'Send a message';
export const CHAT_UNAVAILABLE = 'The chat is unavailable.';
export const SEND_LABEL = 'Send';
/** The messenger's inline error under the composer (§2.4, §8). */
export const SEND_FAILED = 'Can’t send the message';

/** Characters as the limit counts them: UTF-16 units, as the textarea's maxLength does. */
export const messageLength = (text: string): number => text.length;

/** The text as typed, cut to the limit. */
export const clampMessage = (text: string): string => (text.length > MESSAGE_MAX ? text.slice(0, MESSAGE_MAX) : text);

/** The text sent: trimmed; null when nothing is left or it is too long. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MESSAGE_MAX) return null;
  return trimmed;
}

export type Selection = { start: number; end: number };

/**
 * Inserts an emoji over the selection when it fits within 400 − (current length − selected length); otherwise
 * nothing changes. Returns the new text and caret.
 */
export function insertEmoji(text: string, emoji: string, selection: Selection): { text: string; caret: number; inserted: boolean } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const room = MESSAGE_MAX - (text.length - (end - start));
  if (emoji.length === 0 || emoji.length > room) return { text, caret: end, inserted: false };
  return { text: text.slice(0, start) + emoji + text.slice(end), caret: start + emoji.length, inserted: true };
}

/** HTML line breaks (<br>, <br/>, block ends) become newlines; other markup is dropped; entities of a paste kept as text. */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** What a paste inserts: the plain text (or the HTML turned plain when only HTML is offered); files give nothing. */
export function pastedText(data: { plain: string; html: string; hasFiles: boolean }): string {
  if (data.plain) return data.plain.replace(/\r\n?/g, '\n');
  if (data.html) return htmlToPlain(data.html);
  return '';
}

/** Inserts pasted text over the selection, cut so the whole stays within the limit. */
export function insertPaste(text: string, pasted: string, selection: Selection): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length));
  const end = Math.max(start, Math.min(selection.end, text.length));
  const room = Math.max(0, MESSAGE_MAX - (text.length - (end - start)));
  const piece = pasted.slice(0, room);
  return { text: text.slice(0, start) + piece + text.slice(end), caret: start + piece.length };
}

/** Enter submits unless the composer is multiline (Shift+Enter, or a multiline composer, adds a line). */
export const enterSubmits = (key: { key: string; shiftKey: boolean; isComposing?: boolean }, multiline: boolean): boolean =>
  key.key === 'Enter' && !key.shiftKey && !key.isComposing && !multiline;
