/**
 * The dashboard's 'Membership Info' page, /main-dashboard/membership-info/ (spec 001 §2 'Member dashboard' Membership
 * info; §3 'Dashboard' info and dashboard parts, 'Membership list item'): every field of the member's membership as a
 * definition list, the member's memberships on this site and on other network sites (name, site, status, active flag),
 * 'Cancel' on each cancellable one and its confirmation dialog (react-aria, MembershipCancelDialog.tsx, loaded when
 * reached for), and the cancellation's result or refusal.
 * Presentational: plain data (formatted by domain/membership-info.ts) and callbacks; the container binds it
 * to the membership-cancel machine.
 */
import { Suspense, lazy, useEffect, useRef } from 'react';
import { type InfoRow, NO_INFO_TEXT } from '../../domain/membership-info.ts';
import { buttonClassName } from '../ui/Button.tsx';
import './membership-info.css';

export type MembershipRow = {
  uuid: string;
  name: string;
  site: string;
  isExternalSite: boolean;
  status: string;
  active: string;
  /** 'Cancel' is offered for it. */
  cancellable: boolean;
  /** Its access end, shown in the confirmation ('—' none). */
  accessUntil: string;
};

export interface MembershipInfoPageProps {
  title: string;
  /** The fields (null: the dashboard info could not be loaded). */
  rows: InfoRow[] | null;
  memberships: MembershipRow[];
  /** The membership the confirmation is about; null: closed. */
  confirming: MembershipRow | null;
  cancelling: boolean;
  /** The server's message after a cancellation. */
  message: string | null;
  /** Why the last cancellation was refused. */
  error: string | null;
  onCancel: (uuid: string) => void;
  onKeep: () => void;
  onConfirm: () => void;
}

// The confirmation (react-aria's modal) comes in a chunk of its own, fetched when the member reaches for a 'Cancel'
// (pointer over it, focus, touch) or, at the latest, when the machine opens it.
const loadDialog = () => import('./MembershipCancelDialog.tsx');
const ConfirmDialog = lazy(() => loadDialog().then((m) => ({ default: m.MembershipCancelDialog })));

export const NO_MEMBERSHIPS_TEXT = 'You have no memberships yet.';

function InfoList({ rows }: { rows: InfoRow[] | null }) {
  if (!rows) return <p className="mi-note">{NO_INFO_TEXT}</p>;
  return (
    <dl className="mi-fields">
      {rows.map((row) => (
        <div key={row.key} className="mi-field" data-field={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function MembershipTable({ memberships, disabled, onCancel }: { memberships: MembershipRow[]; disabled: boolean; onCancel: (uuid: string) => void }) {
  if (memberships.length === 0) return <p className="mi-note">{NO_MEMBERSHIPS_TEXT}</p>;
  return (
    <table className="mi-table">
      <thead>
        <tr>
          <th scope="col">Membership</th>
          <th scope="col">Site</th>
          <th scope="col">Status</th>
          <th scope="col">Active</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {memberships.map((m) => (
          <tr key={m.uuid} data-membership={m.uuid}>
            <th scope="row" data-label="Membership">
              {m.name}
            </th>
            <td data-label="Site">{m.isExternalSite ? <span className="mi-mark">{m.site}</span> : m.site}</td>
            <td data-label="Status" data-status={m.status.toLowerCase()}>
              {m.status}
            </td>
            <td data-label="Active">{m.active}</td>
            <td className="mi-actions">
              {m.cancellable ? (
                <button
                  type="button"
                  className={buttonClassName('secondary', 'sm')}
                  aria-label={`Cancel ${m.name} membership`}
                  disabled={disabled}
                  onPointerEnter={() => void loadDialog()}
                  onFocus={() => void loadDialog()}
                  onTouchStart={() => void loadDialog()}
                  onClick={() => onCancel(m.uuid)}
                >
                  Cancel
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MembershipInfoPage(props: MembershipInfoPageProps) {
  const { title, rows, memberships, confirming, cancelling, message, error, onCancel, onKeep, onConfirm } = props;
  // The 'Cancel' pressed is gone with the dialog once canceled: focus goes to the result, not to the page's start.
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) result.current?.focus();
  }, [message]);
  return (
    <div className="mi-page">
      <h1>{title}</h1>
      <div className="mi-result" role="status" aria-live="polite">
        {message ? (
          <p className="mi-message" ref={result} tabIndex={-1}>
            {message}
          </p>
        ) : null}
      </div>
      <div className="mi-result" role="alert">
        {error ? <p className="mi-error">{error}</p> : null}
      </div>
      <section className="mi-section" aria-labelledby="mi-current">
        <h2 id="mi-current">Your membership</h2>
        <InfoList rows={rows} />
      </section>
      <section className="mi-section" aria-labelledby="mi-list">
        <h2 id="mi-list">Your memberships</h2>
        <MembershipTable memberships={memberships} disabled={cancelling} onCancel={onCancel} />
      </section>
      <Suspense fallback={null}>
        {confirming ? <ConfirmDialog membership={confirming} cancelling={cancelling} onKeep={onKeep} onConfirm={onConfirm} /> : null}
      </Suspense>
    </div>
  );
}
