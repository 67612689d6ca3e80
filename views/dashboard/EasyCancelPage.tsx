/**
 * The 'Easy Cancel' page (spec 001 §2 'Member dashboard' easy cancel; §3 'Easy cancel'; §8), plain data and callbacks:
 * the page's title and intro (settings), each question as a radio group of its answers (native inputs, ChoiceGroup.tsx) (by sort), the
 * optional comment, the submit button (enabled once every question is answered), the error line ('Failed to send
 * feedback' and the server's reason; its space kept so nothing moves) and, last, the offer with the upgrade link
 * (hidden while there is none: it is the page's last block, so nothing below it moves when it appears).
 */
import { useId } from 'react';
import type { EasyCancelQuestion, EasyCancelSettings } from '../../contracts/easy-cancel.ts';
import { COMMENT_MAX_LENGTH } from '../../contracts/easy-cancel-constants.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { Button } from '../ui/Button.tsx';
import { Choice, ChoiceGroup } from '../ui/ChoiceGroup.tsx';
import './easy-cancel.css';

export interface EasyCancelPageProps {
  title: string;
  settings: EasyCancelSettings;
  questions: readonly EasyCancelQuestion[];
  /** Question id → the chosen answer's id. */
  answers: Readonly<Record<number, number>>;
  comment: string;
  /** The rebill date as text: access lasts until then; null none. */
  accessUntil: string | null;
  canSubmit: boolean;
  sending: boolean;
  error: string | null;
  reason: string | null;
  /** The upgrade link; null hides it. */
  upgradeUrl: string | null;
  onAnswer: (questionId: number, answerId: number) => void;
  onComment: (comment: string) => void;
  onSubmit: () => void;
}

export const COMPLETE_THE_SURVEY = 'Answer every question to continue.';
export const NO_QUESTIONS = 'The questions could not be loaded. Please try again later.';

export function EasyCancelPage(p: EasyCancelPageProps) {
  return (
    <div className="ec-page">
      <h1>{p.title}</h1>
      <form
        className="ec-form"
        aria-labelledby="ec-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (p.canSubmit) p.onSubmit();
        }}
      >
        <h2 id="ec-title">{p.settings.title}</h2>
        {p.settings.introText ? <p className="ec-intro">{p.settings.introText}</p> : null}
        {p.accessUntil ? <p className="ec-note">You keep access until {p.accessUntil}.</p> : null}
        {p.questions.length === 0 ? <p className="ec-note">{NO_QUESTIONS}</p> : null}
        {p.questions.map((q, index) => (
          <ChoiceGroup
            key={q.id}
            kind="radio"
            className="ec-question"
            labelClassName="ec-question__text"
            label={
              <>
                <span className="ec-question__number" aria-hidden="true">
                  {index + 1}.
                </span>{' '}
                {q.text}
              </>
            }
            disabled={p.sending}
          >
            <div className="ec-answers">
              {q.answers.map((a) => (
                <Choice
                  key={a.id}
                  type="radio"
                  name={`question-${q.id}`}
                  value={String(a.id)}
                  checked={p.answers[q.id] === a.id}
                  disabled={p.sending}
                  onChange={() => p.onAnswer(q.id, a.id)}
                  className="ec-answer"
                >
                  {a.text}
                </Choice>
              ))}
            </div>
          </ChoiceGroup>
        ))}
        {p.settings.isCommentAllowed ? (
          <Comment label={p.settings.commentLabel} value={p.comment} onChange={p.onComment} disabled={p.sending} />
        ) : null}
        <div className="ec-error" role="alert">
          {p.error ? (
            <p>
              {p.error}
              {p.reason ? `: ${p.reason}` : ''}
            </p>
          ) : null}
        </div>
        <div className="ec-actions">
          <Button type="submit" variant="primary" disabled={!p.canSubmit} aria-describedby={p.canSubmit ? undefined : 'ec-hint'}>
            {p.sending ? 'Sending…' : p.settings.submitText}
          </Button>
          {p.canSubmit || p.sending ? null : (
            <span id="ec-hint" className="ec-note">
              {COMPLETE_THE_SURVEY}
            </span>
          )}
        </div>
      </form>
      {p.upgradeUrl ? (
        <aside className="ec-offer" aria-label="Upgrade offer">
          {p.settings.offerText ? <p>{p.settings.offerText}</p> : null}
          <a className="btn btn-secondary" href={p.upgradeUrl}>
            {p.settings.upgradeLinkText}
          </a>
        </aside>
      ) : null}
    </div>
  );
}

function Comment({ label, value, onChange, disabled }: { label: string; value: string; onChange: (comment: string) => void; disabled: boolean }) {
  const id = useId();
  return (
    <div className="ec-comment">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={3} value={value} maxLength={COMMENT_MAX_LENGTH} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)} />
    </div>
  );
}

/** Without a membership the survey may cancel: what to do instead. */
export const NOTHING_TO_CANCEL = 'You have no membership that renews, so there is nothing to cancel here.';
export const MEMBERSHIP_NOT_LOADED = 'Your membership could not be loaded. Please try again later.';

export function NoEasyCancelPage({ title, failed }: { title: string; failed: boolean }) {
  return (
    <div className="ec-page">
      <h1>{title}</h1>
      <p className="ec-note">{failed ? MEMBERSHIP_NOT_LOADED : NOTHING_TO_CANCEL}</p>
      <p>
        <AppLink href="/main-dashboard/membership-info/">See your membership</AppLink>
      </p>
    </div>
  );
}
