/**
 * The developer page of the embedded backend's outbox (`/_dev/mail/`): every e-mail it "sent", newest
 * first — to, subject, time and the text, whose links can be followed. Plain data in, no machine.
 *
 * The links are plain anchors on purpose: they stand for a click in a mail client, which loads a document (the
 * unblock link is a backend call that redirects), never a client navigation of the open visit.
 */
import type { OutboxMail } from '../../contracts/outbox.ts';
import './mail-outbox.css';

const URL_IN_TEXT = /(https?:\/\/[^\s]+)/g;

/** A paragraph of mail text with its URLs as links. */
function MailText({ text }: { text: string }) {
  const parts = text.split(URL_IN_TEXT);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** UTC 'YYYY-MM-DD hh:mm:ss', the same on the server and in the browser. */
export const mailTime = (seconds: number): string => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19);

export function MailOutboxPage({ mails }: { mails: readonly OutboxMail[] }) {
  return (
    <section className="container dev-mail" aria-labelledby="dev-mail-title">
      <h1 id="dev-mail-title">Mail outbox</h1>
      <p>E-mails the embedded backend sent (nothing leaves this machine), newest first.</p>
      {mails.length === 0 ? (
        <p>No e-mails yet.</p>
      ) : (
        <ol className="dev-mail-list">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article aria-labelledby={`dev-mail-${mail.id}`}>
                <h2 id={`dev-mail-${mail.id}`}>{mail.subject}</h2>
                <dl>
                  <dt>To</dt>
                  <dd>{mail.to}</dd>
                  <dt>Sent</dt>
                  <dd>
                    <time dateTime={new Date(mail.createdAt * 1000).toISOString()}>{mailTime(mail.createdAt)} UTC</time>
                  </dd>
                </dl>
                {mail.text.split(/\n{2,}/).map((paragraph, i) => (
                  <p key={i}>
                    <MailText text={paragraph} />
                  </p>
                ))}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
