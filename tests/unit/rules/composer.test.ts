/** The composer's rules (spec 002 §5 'Messages', §9): 400 characters, trimmed text, emoji fit, paste, Enter. */
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX,
  clampMessage,
  enterSubmits,
  htmlToPlain,
  insertEmoji,
  insertPaste,
  pastedText,
  sendableText,
} from '../../../domain/composer.ts';

describe('messages (§5)', () => {
  it('sends the trimmed text, never an empty one, at most 400 characters', () => {
    expect(sendableText('  hi  ')).toBe('hi');
    expect(sendableText('   \n ')).toBeNull();
    expect(sendableText('')).toBeNull();
    expect(sendableText('x'.repeat(MESSAGE_MAX))).toHaveLength(MESSAGE_MAX);
    expect(sendableText('x'.repeat(MESSAGE_MAX + 1))).toBeNull();
    expect(clampMessage('y'.repeat(MESSAGE_MAX + 5))).toHaveLength(MESSAGE_MAX);
  });
  it('inserts an emoji only when it fits within 400 − (length − selected)', () => {
    const full = 'a'.repeat(MESSAGE_MAX - 1);
    expect(insertEmoji(full, '😀', { start: 5, end: 5 }).inserted).toBe(false);
    expect(insertEmoji(full, '🙂'.slice(0, 1), { start: 5, end: 5 }).inserted).toBe(true);
    const replaced = insertEmoji(full, '😀', { start: 0, end: 1 });
    expect([replaced.inserted, replaced.text.length, replaced.caret]).toEqual([true, MESSAGE_MAX, 2]);
    expect(insertEmoji('hello', '😀', { start: 5, end: 5 })).toEqual({ text: 'hello😀', caret: 7, inserted: true });
    expect(insertEmoji('hello', '😀', { start: 1, end: 4 })).toEqual({ text: 'h😀o', caret: 3, inserted: true });
  });
  it('pastes plain text only: files give nothing, HTML line breaks become newlines', () => {
    expect(pastedText({ plain: 'a\r\nb', html: '<b>a</b>', hasFiles: false })).toBe('a\nb');
    expect(pastedText({ plain: '', html: 'one<br>two<br/>three &amp; <i>four</i>', hasFiles: false })).toBe('one\ntwo\nthree & four');
    expect(pastedText({ plain: '', html: '', hasFiles: true })).toBe('');
    expect(htmlToPlain('<p>x</p><div>y</div>')).toBe('x\ny\n');
    expect(insertPaste('ab', 'XYZ', { start: 1, end: 1 })).toEqual({ text: 'aXYZb', caret: 4 });
    expect(insertPaste('a'.repeat(MESSAGE_MAX - 2), 'XYZ', { start: 0, end: 0 }).text).toHaveLength(MESSAGE_MAX);
  });
  it('Enter submits unless multiline, Shift+Enter or composing', () => {
    expect(enterSubmits({ key: 'Enter', shiftKey: false }, false)).toBe(true);
    expect(enterSubmits({ key: 'Enter', shiftKey: true }, false)).toBe(false);
    expect(enterSubmits({ key: 'Enter', shiftKey: false }, true)).toBe(false);
    expect(enterSubmits({ key: 'Enter', shiftKey: false, isComposing: true }, false)).toBe(false);
    expect(enterSubmits({ key: 'a', shiftKey: false }, false)).toBe(false);
  });
});
