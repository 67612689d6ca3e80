/**
 * The message composer (spec 002 §2.4 'Composer', §5 'Messages'): placeholder 'Send a message' ('The chat is
 * unavailable.' with a lock when disabled), at most 400 characters, Enter sends (unless multiline), a paste inserts
 * plain text only (files ignored, HTML line breaks as newlines), a 'Send' button, and an emoji toggle whose picker
 * (emoji-mart, views/cams/EmojiPicker.tsx) is loaded the first time it opens and inserts only what fits.
 * Presentational: plain data and callbacks (the room chat's and the messenger's containers bind it to the machine).
 */
import { type ClipboardEvent, type KeyboardEvent, Suspense, lazy, useEffect, useRef } from 'react';
import { CHAT_UNAVAILABLE, COMPOSER_PLACEHOLDER, MESSAGE_MAX, SEND_LABEL, enterSubmits, insertPaste, pastedText } from '../../domain/composer.ts';
import './cam-input.css';
import './composer.css';

const EmojiPicker = lazy(() => import('./EmojiPicker.tsx'));

export type ComposerProps = {
  text: string;
  caret: number;
  disabled: boolean;
  sending: boolean;
  pickerOpen: boolean;
  error: string | null;
  multiline?: boolean;
  onTextChange(text: string): void;
  onEmoji(emoji: string, start: number, end: number): void;
  onTogglePicker(): void;
  onClosePicker(): void;
  onSubmit(): void;
};

export function Composer(props: ComposerProps) {
  const { text, caret, disabled, sending, pickerOpen, error, multiline = false } = props;
  const field = useRef<HTMLTextAreaElement>(null);
  const selection = useRef({ start: 0, end: 0 });
  const remember = () => {
    const el = field.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };
  // An emoji or paste put the caret after what went in.
  useEffect(() => {
    const el = field.current;
    if (el && document.activeElement === el && caret <= el.value.length) el.setSelectionRange(caret, caret);
  }, [caret]);
  // Disabled: the field loses focus (§4.7).
  useEffect(() => {
    if (disabled && field.current && document.activeElement === field.current) field.current.blur();
  }, [disabled]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (enterSubmits({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }, multiline)) {
      event.preventDefault();
      props.onSubmit();
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    const data = event.clipboardData;
    const pasted = pastedText({ plain: data.getData('text/plain'), html: data.getData('text/html'), hasFiles: data.files.length > 0 });
    if (!pasted) return;
    const el = event.currentTarget;
    const next = insertPaste(el.value, pasted, { start: el.selectionStart, end: el.selectionEnd });
    props.onTextChange(next.text);
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };
  const chooseEmoji = (emoji: string) => {
    const { start, end } = selection.current;
    props.onEmoji(emoji, start, end);
  };

  return (
    <div className={`composer${disabled ? ' composer--disabled' : ''}`}>
      <div className="composer__field-box">
        {disabled ? (
          <svg className="composer__lock" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <rect x="5" y="11" width="14" height="9" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
        <textarea
          ref={field}
          className="composer__field cam-input"
          rows={2}
          maxLength={MESSAGE_MAX}
          aria-label={disabled ? CHAT_UNAVAILABLE : 'Message'}
          placeholder={disabled ? CHAT_UNAVAILABLE : COMPOSER_PLACEHOLDER}
          disabled={disabled}
          value={disabled ? '' : text}
          onChange={(e) => props.onTextChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onSelect={remember}
          onKeyUp={remember}
          onClick={remember}
          onBlur={remember}
        />
      </div>
      <div className="composer__row">
        <button
          type="button"
          className="btn btn-sm btn-icon composer__emoji"
          aria-label="Emoji"
          aria-expanded={pickerOpen}
          disabled={disabled}
          onClick={props.onTogglePicker}
        >
          <span aria-hidden="true">☺</span>
        </button>
        <span className="composer__count" aria-hidden="true">
          {disabled ? '' : `${text.length}/${MESSAGE_MAX}`}
        </span>
        <button
          type="button"
          className="btn btn-primary btn-sm composer__send"
          disabled={disabled}
          aria-disabled={sending || undefined}
          onClick={props.onSubmit}
        >
          {SEND_LABEL}
        </button>
      </div>
      {pickerOpen && !disabled ? (
        <div className="composer__picker">
          <Suspense fallback={<div className="composer__picker-box" aria-busy="true" />}>
            <EmojiPicker onChoose={chooseEmoji} onClose={props.onClosePicker} />
          </Suspense>
        </div>
      ) : null}
      {error ? (
        <p className="composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
