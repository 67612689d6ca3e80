/** A chat participant's picture, or the first letter of their name (a blocked chat, or no picture; spec 002 §2.6). */
import { letterOf } from '../../domain/messenger-chats.ts';

export function Avatar({ name, url, letter, size = 40 }: { name: string; url: string; letter: boolean; size?: number }) {
  const style = { width: size, height: size };
  if (letter || !url) {
    return (
      // The letter is drawn by CSS (data-letter): decoration, not text of the button or heading it sits in (WCAG 2.5.3).
      <span className="messenger-avatar messenger-avatar--letter" style={style} data-letter={letterOf(name)} aria-hidden="true" />
    );
  }
  return <img className="messenger-avatar" src={url} alt="" width={size} height={size} loading="lazy" style={style} />;
}
