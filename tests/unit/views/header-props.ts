/** The desktop header's props for the view tests: a guest's header with one menu item, `over` on top. */
import type { z } from 'zod/mini';
import { MenuItem } from '../../../contracts/digest.ts';
import { type ChromeMenuItem, chromeMenuItem } from '../../../domain/chrome-data.ts';
import type { HeaderProps } from '../../../views/chrome/Header.tsx';

/** A digest menu item as the root data hands it to the chrome. */
export const menuItem = (over: z.input<typeof MenuItem>): ChromeMenuItem => chromeMenuItem(MenuItem.parse(over));

export const headerProps = (over: Partial<HeaderProps> = {}): HeaderProps => ({
  siteName: 'DemoVR',
  logoUrl: '/media/logo.svg',
  mainMenu: [menuItem({ id: 1, label: 'Videos', link: '/videos' })],
  accountMenu: [],
  showLogIn: true,
  showLogOut: false,
  showJoinNow: true,
  joinUrl: '/join-now/',
  tileAltSuffix: ' VR Porn',
  onOpenMobileMenu: () => {},
  ...over,
});
