/** A chat participant's picture, or the first letter of their name (a blocked chat, or no picture; spec 002 §2.6). */
import { letterOf } from '../../machines/rules/messenger-chats.ts';

export function Avatar({ name, url, letter, size = 40 }: { name: string; url: string; letter: boolean; size?: number }) {
  const style = { width: size, height: size };
  if (letter || !url) {
    return (
      <span className="messenger-avatar messenger-avatar--letter" style={style} aria-hidden="true">
        {letterOf(name)}
      </span>
    );
  }
  return <img className="messenger-avatar" src={url} alt="" width={size} height={size} loading="lazy" decoding="async" style={style} />;
}
