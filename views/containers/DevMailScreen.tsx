/** The mail outbox developer page (`/_dev/mail/`) bound to its route's data, with breadcrumbs. */
import type { OutboxMail } from '../../contracts/outbox.ts';
import { Breadcrumbs } from '../chrome/Breadcrumbs.tsx';
import { MailOutboxPage } from '../dev/MailOutboxPage.tsx';

export function DevMailScreen({ data }: { data: { mails: OutboxMail[] } }) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Mail outbox' }]} />
      <MailOutboxPage mails={data.mails} />
    </>
  );
}
