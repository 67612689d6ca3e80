/** The room's toy menu (spec 002 §2.3): see TipMenu.tsx, where both menus live. */
export { ToyMenu } from './TipMenu.tsx';
