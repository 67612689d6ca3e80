/**
 * The page of the cam-cache benchmark (./cam-cache.ts bundles it and runs it in Chromium): a tab cache holding 1,000
 * rooms (84 pages of 12 of one filter) and the real room grid of the list screen (views/cams/CamRoomCard.tsx) showing
 * page 1. Each run applies a status update to one room of the visible page through the cache (the room updated
 * inside every cached page, the pages cut again into 12), reads the page back and re-renders the grid synchronously,
 * layout included. `window.runCamCacheBench(100)` answers the runs' durations in ms.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createCamCache } from '../../adapters/cam-cache.ts';
import type { CamRoom } from '../../contracts/cam-provider.ts';
import { CAM_ROOMS_PER_PAGE, camPageCount, scheduleIndexOf } from '../../domain/cam-list.ts';
import { camRoomPath } from '../../domain/cam-routes.ts';
import { CamRoomGrid } from '../../views/cams/CamRoomCard.tsx';

const TOTAL = 1000;
const FILTER = 'girls||all';
const STATUSES: CamRoom['broadcastStatus'][] = ['PUBLIC', 'AWAY', 'PRIVATE_SHOW', 'SPY_SHOW', 'OFFLINE'];

const rooms: CamRoom[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: `room-${i}`,
  modelId: `model-${i}`,
  modelNickname: `bot${i}`,
  modelName: `Model ${i}`,
  preview: '',
  category: 'girls',
  broadcastStatus: STATUSES[i % STATUSES.length] ?? 'PUBLIC',
  broadcastTextStatus: `Hello from room ${i}`,
  broadcastMembersCount: i * 3,
  is6k: i % 4 === 0,
}));

const cache = createCamCache({ nowMs: () => performance.now(), perPage: CAM_ROOMS_PER_PAGE, readScheduleIndex: scheduleIndexOf });
const pages = camPageCount(TOTAL);
for (let page = 1; page <= pages; page++) cache.storeRoomPage(FILTER, page, rooms.slice((page - 1) * 12, page * 12), TOTAL, pages);

const hrefOf = (room: CamRoom) => camRoomPath('vr-cam-girls', room.modelNickname);
const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);
const render = () => {
  const shown = cache.roomPage(FILTER, 1)?.rooms ?? [];
  flushSync(() => root.render(<CamRoomGrid rooms={shown} hrefOf={hrefOf} />));
};
render();

declare global {
  interface Window {
    runCamCacheBench(runs: number): number[];
  }
}

window.runCamCacheBench = (runs) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const room = rooms[i % 12] as CamRoom;
    const status = STATUSES[(i + 1) % STATUSES.length] ?? 'PUBLIC';
    const start = performance.now();
    cache.updateRoom(room.id, { status, description: `Update ${i}`, viewers: i });
    render();
    // Layout of the updated page, as the browser would do before the next frame.
    void container.offsetHeight;
    times.push(performance.now() - start);
  }
  return times;
};
