/**
 * The dashboard's public content and its menu (spec 001 §2 'Member dashboard', §3 'Dashboard', §7 GET {content}/dashboard
 * and {content}/dashboard-menu). Stored under the settings 'dashboard' and 'dashboardMenu':
 * - dashboard: which custom items are the upcoming scenes (the seeded 'upcoming-scene' items, released after the base
 *   date), how many of the most viewed videos the answer lists as top scenes (more than the 5 the site shows, spec 001
 *   §9), the generated easy-setup image of the VR app (backend/media/dashboard-art.ts) and isEasyCancelActive.
 * - dashboardMenu: type 1 sidebar items for every dashboard page and type 2 main-area tiles, listed unsorted on purpose
 *   (the site orders them by sort), with visibility rules: upgrade and easy cancel for active members only, a renewal
 *   tile for expired members, a join tile for inactive ones.
 */
import type { DashboardMenuItem } from '../../contracts/dashboard-page.ts';
import type { CustomVideoRow } from './types.ts';

export interface DashboardConfig {
  upcomingSceneIds: string[];
  /** How many of the most viewed videos GET {content}/dashboard lists as topScenes. */
  topScenesCount: number;
  playaEasySetupImage: { alt: string; permalink: string };
  isEasyCancelActive: boolean;
}

export function buildDashboardConfig(customVideos: CustomVideoRow[]): DashboardConfig {
  return {
    upcomingSceneIds: customVideos.filter((c) => c.type === 'upcoming-scene').map((c) => c.id),
    topScenesCount: 8,
    playaEasySetupImage: {
      alt: 'VR app easy setup: install the free app, sign in, pick a scene and press play',
      permalink: '/media/art/easy-setup.svg',
    },
    isEasyCancelActive: true,
  };
}

const ALL_MEMBERS: DashboardMenuItem['visibilityRule'] = ['member', 'expiredMember', 'inactive'];

type Seed = Omit<DashboardMenuItem, 'image' | 'description' | 'isInNewTab' | 'visibilityRule'> &
  Partial<Pick<DashboardMenuItem, 'description' | 'isInNewTab' | 'visibilityRule'>>;

const MENU: Seed[] = [
  { id: 4, type: 1, sort: 4, label: 'Favorites', link: '/main-dashboard/favorites/', icon: 'heart' },
  { id: 1, type: 1, sort: 1, label: 'Your Dashboard', link: '/main-dashboard/', icon: 'home' },
  { id: 6, type: 1, sort: 6, label: 'Easy Cancel', link: '/main-dashboard/easy-cancel/', icon: 'cancel', visibilityRule: ['member'] },
  { id: 2, type: 1, sort: 2, label: 'Account Settings', link: '/main-dashboard/account-settings/', icon: 'settings' },
  {
    id: 5,
    type: 1,
    sort: 5,
    label: 'Upgrade Subscription',
    link: '/main-dashboard/upgrade-subscription/',
    icon: 'upgrade',
    visibilityRule: ['member'],
  },
  { id: 3, type: 1, sort: 3, label: 'Membership Info', link: '/main-dashboard/membership-info/', icon: 'membership' },
  { id: 12, type: 2, sort: 2, label: 'Get the VR App', link: '/app/', icon: 'app', description: 'Watch every scene in your headset.' },
  { id: 11, type: 2, sort: 1, label: 'Browse Videos', link: '/videos/', icon: 'videos', description: 'The newest scenes first.' },
  { id: 13, type: 2, sort: 3, label: 'Meet the Models', link: '/models/', icon: 'models', description: 'Find your favourite performers.' },
  {
    id: 14,
    type: 2,
    sort: 0,
    label: 'Renew Your Membership',
    link: '/join-now/?event=expired',
    icon: 'upgrade',
    description: 'Pick up where you left off.',
    visibilityRule: ['expiredMember'],
  },
  {
    id: 15,
    type: 2,
    sort: 0,
    label: 'Become a Member',
    link: '/join-now/',
    icon: 'upgrade',
    description: 'Unlock the full library.',
    visibilityRule: ['inactive'],
  },
  { id: 16, type: 2, sort: 4, label: 'Help Center', link: '/help/', icon: 'help', description: 'Headsets, playback and your account.' },
];

export function buildDashboardMenu(): DashboardMenuItem[] {
  return MENU.map((item) => ({
    description: '',
    isInNewTab: false,
    visibilityRule: ALL_MEMBERS,
    ...item,
    image: null,
  }));
}
