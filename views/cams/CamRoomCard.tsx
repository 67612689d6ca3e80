/**
 * A room of the cam list (spec 002 §2.2, §3.1, §4.1): its preview (space reserved; lazy below the first row), the
 * model's name, the status label ('live 4k', 'live 6k', 'in private', 'away', 'spy now', 'offline'), the text status
 * and the viewer count; the whole card links to the model's room. Memoised: a live update of one room re-renders
 * that card only.
 */
import { memo } from 'react';
import type { CamRoom } from '../../contracts/cam-provider.ts';
import { statusLabel } from '../../domain/cam-status.ts';
import { AppLink } from '../ui/AppLink.tsx';

const viewersFormat = new Intl.NumberFormat('en-US');

/** The look of a status label: live, private (in private, spy now), away, offline. */
function statusKind(status: CamRoom['broadcastStatus']): string {
  switch (status) {
    case 'PUBLIC':
      return 'live';
    case 'PRIVATE_SHOW':
    case 'MY_PRIVATE_SHOW':
    case 'SPY_SHOW':
      return 'private';
    case 'AWAY':
      return 'away';
    default:
      return 'offline';
  }
}

export const viewersText = (count: number): string => `${viewersFormat.format(count)} ${count === 1 ? 'viewer' : 'viewers'}`;

export interface CamRoomCardProps {
  room: CamRoom;
  href: string;
  /** In the first row: its picture loads at once, the others when scrolled near. */
  eager?: boolean;
}

export const CamRoomCard = memo(function CamRoomCard({ room, href, eager = false }: CamRoomCardProps) {
  const name = room.modelName || room.modelNickname;
  return (
    <AppLink className="cam-card" href={href} data-room={room.id}>
      <span className="cam-card__media">
        {room.preview ? <img src={room.preview} alt="" width={320} height={180} loading={eager ? 'eager' : 'lazy'} /> : null}
        <span className={`cam-card__status cam-card__status--${statusKind(room.broadcastStatus)}`}>
          {statusLabel(room.broadcastStatus, room.is6k)}
        </span>
      </span>
      <span className="cam-card__name">{name}</span>
      <span className="cam-card__text">{room.broadcastTextStatus || '\u00a0'}</span>
      <span className="cam-card__viewers">{viewersText(room.broadcastMembersCount)}</span>
    </AppLink>
  );
});

/** The grid of a page's rooms; an empty page says so. */
export function CamRoomGrid({ rooms, hrefOf, busy = false }: { rooms: readonly CamRoom[]; hrefOf: (room: CamRoom) => string; busy?: boolean }) {
  if (rooms.length === 0) {
    return (
      <p className="cam-empty" role="status">
        No rooms match these filters right now.
      </p>
    );
  }
  return (
    <ul className="cam-grid" aria-busy={busy || undefined} aria-label="Cam rooms">
      {rooms.map((room, i) => (
        <li key={room.id}>
          <CamRoomCard room={room} href={hrefOf(room)} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}
