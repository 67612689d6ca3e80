/**
 * The AI-mask pop-up of an AI-mask video's page (spec 000 §2.4; settings from GET /aima{secret}): its title, the
 * clip looping muted (decorative: the text says what it shows), its text and its button. Plain data and callbacks.
 */
import type { AiMaskPopup as Settings } from '../../contracts/ai-mask.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Popup } from '../ui/Popup.tsx';
import './ai-mask-popup.css';

export function AiMaskPopup({ settings, onClose, onFollow }: { settings: Settings; onClose(): void; onFollow(): void }) {
  return (
    <Popup title={settings.title} position={settings.position} persistent={settings.persistent} onClose={onClose} className="aima-popup">
      {settings.video ? (
        <video
          className="aima-popup__video"
          src={settings.video.src}
          poster={settings.video.poster || undefined}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          tabIndex={-1}
        />
      ) : null}
      {settings.text ? <p className="aima-popup__text">{settings.text}</p> : null}
      <AppLink href={settings.buttonLink} className="cat-button cat-button--accent aima-popup__button" onClick={onFollow}>
        {settings.buttonText}
      </AppLink>
    </Popup>
  );
}
