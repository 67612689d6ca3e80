/** The room's social island's machines and their factory, one lazily loaded module for the room route (app/router/screens/cam-room.tsx). */
export { composerMachine } from '../../machines/composer.machine.ts';
export { roomChatMachine } from '../../machines/room-chat.machine.ts';
export { tipMachine } from '../../machines/tip.machine.ts';
export { createCamSocialScreens } from './cam-social-screens.ts';
