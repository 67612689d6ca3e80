/**
 * The composer's emoji picker (spec 002 §2.4, §9: emoji size 24, 6 per row, no search, no categories): emoji-mart's
 * `Picker` web component mounted in a ref (@emoji-mart/react does not work with React 19). This module and emoji-mart
 * with its data are loaded only when the picker is first opened (Composer.tsx imports this file lazily, and this file
 * imports emoji-mart lazily). Escape closes it.
 */
import { useEffect, useRef } from 'react';

type PickerOptions = Record<string, unknown> & { onEmojiSelect(emoji: { native?: string }): void };

export default function EmojiPicker({ onChoose, onClose }: { onChoose(emoji: string): void; onClose(): void }) {
  const host = useRef<HTMLElement>(null);
  const choose = useRef(onChoose);
  choose.current = onChoose;
  useEffect(() => {
    let cancelled = false;
    let element: HTMLElement | null = null;
    void Promise.all([import('emoji-mart'), import('@emoji-mart/data')]).then(([mart, data]) => {
      if (cancelled || !host.current) return;
      const Picker = (mart as unknown as { Picker: new (options: PickerOptions) => HTMLElement }).Picker;
      const theme = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
      element = new Picker({
        data: (data as { default?: unknown }).default ?? data,
        onEmojiSelect: (emoji) => emoji.native && choose.current(emoji.native),
        emojiSize: 24,
        perLine: 6,
        searchPosition: 'none',
        navPosition: 'none',
        previewPosition: 'none',
        skinTonePosition: 'none',
        theme,
      });
      host.current.appendChild(element);
      // No categories (§2.4): emoji-mart has no option for its category headings, so its open shadow root gets a rule
      // that hides them (the navigation bar is off above).
      const noHeadings = document.createElement('style');
      noHeadings.textContent = '.category > .sticky { display: none; }';
      element.shadowRoot?.appendChild(noHeadings);
    });
    return () => {
      cancelled = true;
      element?.remove();
    };
  }, []);
  return (
    <section
      className="emoji-picker"
      ref={host}
      aria-label="Emoji picker"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    />
  );
}
