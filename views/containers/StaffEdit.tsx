/**
 * The staff 'Edit' item of a screen (spec 000 §6): shown only when the session's token passes the staff checks
 * (session selector `selectIsStaff`), so a guest's or member's page — server-rendered or hydrated — never has it.
 * Leads to the content admin of the configuration (CONTENT_ADMIN_URL) at the item's address (rules/staff.ts).
 * Used by the video, model and blog post screens, and meant for the page-constructor screen too.
 * The link's code and its stylesheet are a chunk of their own: the server has them before it renders (a staff
 * member's page has the link in its HTML), a browser fetches them for staff only (they were a render-blocking
 * stylesheet of every visitor's video, model and blog pages).
 */
import { Suspense } from 'react';
import { useSelector } from './use-selector.ts';
import { selectIsStaff } from '../../machines/session.selectors.ts';
import { EDIT_KIND_LABEL, type EditKind, editUrl } from '../../domain/staff.ts';
import { lazyComponent } from '../ui/lazy.tsx';
import { useVisit } from './VisitContext.tsx';

const EditLink = lazyComponent(() => import('../ui/EditLink.tsx'), 'EditLink');

/** For the server, before it renders. */
export const preloadStaffEdit = (): Promise<void> => EditLink.preload();

export function StaffEdit({ kind, id }: { kind: EditKind; id: number | string }) {
  const { session, site } = useVisit();
  const staff = useSelector(session, selectIsStaff);
  if (!staff) return null;
  return (
    <Suspense fallback={null}>
      <EditLink href={editUrl(kind, id, site.contentAdminUrl)} what={EDIT_KIND_LABEL[kind]} />
    </Suspense>
  );
}
