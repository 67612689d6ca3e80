/**
 * The 'Membership Info' page bound to its membership-cancel machine (app/router/screens/membership-info.tsx starts it
 * with the loader's facts): narrow selectors of the facts, the confirmation and the result; the fields and the rows
 * formatted by domain/membership-info.ts; 'Cancel', 'Keep membership' and 'Cancel membership' send
 * CANCEL_CLICKED, CANCEL_KEPT and CANCEL_CONFIRMED.
 */
import { useSelector } from './use-selector.ts';
import { useCallback, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MembershipListItem } from '../../contracts/memberships.ts';
import type { membershipCancelMachine } from '../../machines/membership-cancel.machine.ts';
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { canCancel, dateText, membershipInfoRows, membershipSiteText, statusWord, yesNo } from '../../domain/membership-info.ts';
import { type MembershipRow, MembershipInfoPage } from '../dashboard/MembershipInfoPage.tsx';

type CancelRef = ActorRefFrom<typeof membershipCancelMachine>;

const rowOf = (m: MembershipListItem): MembershipRow => ({
  uuid: m.uuid,
  name: m.membership.name || 'Membership',
  site: membershipSiteText(m),
  isExternalSite: m.isExternalSite,
  status: statusWord(m.status),
  active: yesNo(m.membership.isActive),
  cancellable: canCancel(m),
  accessUntil: dateText(m.expiry),
});

export function MembershipInfoScreen({ cancel }: { cancel: CancelRef }) {
  const info = useSelector(cancel, (s) => s.context.info);
  const memberships = useSelector(cancel, (s) => s.context.memberships);
  const target = useSelector(cancel, (s) => s.context.target);
  const open = useSelector(cancel, (s) => s.hasTag('confirming') || s.hasTag('cancelling'));
  const cancelling = useSelector(cancel, (s) => s.hasTag('cancelling'));
  const message = useSelector(cancel, (s) => s.context.message);
  const error = useSelector(cancel, (s) => s.context.error);

  const rows = useMemo(() => (info ? membershipInfoRows(info) : null), [info]);
  const list = useMemo(() => memberships.map(rowOf), [memberships]);
  const confirming = open ? (list.find((m) => m.uuid === target) ?? null) : null;

  const onCancel = useCallback((membershipUuid: string) => cancel.send({ type: 'CANCEL_CLICKED', membershipUuid }), [cancel]);
  const onKeep = useCallback(() => cancel.send({ type: 'CANCEL_KEPT' }), [cancel]);
  const onConfirm = useCallback(() => cancel.send({ type: 'CANCEL_CONFIRMED' }), [cancel]);

  return (
    <MembershipInfoPage
      title={DASHBOARD_PAGES.membershipInfo.label}
      rows={rows}
      memberships={list}
      confirming={confirming}
      cancelling={cancelling}
      message={message}
      error={error}
      onCancel={onCancel}
      onKeep={onKeep}
      onConfirm={onConfirm}
    />
  );
}
