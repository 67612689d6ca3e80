/** The video card options of a guest in the verified view, for the views' unit tests (dates shown as `date:{sec}`). */
import type { VideoCardOptions } from '../../views/catalogue/types.ts';

export const guestCardOptions: VideoCardOptions = {
  acronym: 'VR',
  showJoinNow: false,
  joinUrl: '/join-now/',
  verifiedView: true,
  showReleaseDate: false,
  formatDate: (sec) => `date:${sec}`,
  previewingId: null,
  onPointerEnter: () => {},
  onPointerLeave: () => {},
};
