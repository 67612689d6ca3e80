/**
 * The avatar of the account settings page in the atlas: started with the loader's avatar and list, or loading them;
 * a choice from the list, an image picked (uploaded), a file refused before uploading (not an image; over 2 MB), and
 * the change's answers (the new avatar, the server's refusal, a failure).
 */
import { AVATAR_NOT_IMAGE_MESSAGE } from '../../contracts/avatar-rules.ts';
import { avatarMachine } from '../../machines/avatar.machine.ts';
import { defineAtlasEntry } from './define.ts';

const drawn = ['/media/art/avatar/1.svg', '/media/art/avatar/2.svg', '/media/art/avatar/3.svg'];
const uploaded = '/api/wp/user/avatar-files/member-0123456789abcdef.webp';

/**
 * A picked file as the form checks it (its name, type and size; plain data, so the graph tells the variants apart:
 * a Blob serialises to {}).
 */
const picked = (name: string, type: string, size: number) => ({ name, type, size }) as unknown as Blob;

export const avatarEntry = defineAtlasEntry({
  id: 'avatar',
  title: 'Avatar',
  spec: [
    "001 §2 'Account settings' (avatar: current, list, upload)",
    "001 §3 'Avatar: avatar (current) and avatars (list)'",
    "001 §4 'Avatar change uploads a file and replaces the shown avatar with the returned one'",
    "001 §7 'Dashboard and account' avatar, changeAvatar (multipart field avatar)",
  ],
  description:
    "The current avatar and the list come with the page (or are loaded). A choice from the list or a picked image is sent; a file that is not an image or is over 2 MB is refused before uploading. The returned avatar replaces the shown one and the visit's session reloads the user (the header follows); a refusal shows the server's message.",
  area: 'dashboard',
  lifetime: 'screen',
  machine: avatarMachine,
  inputs: {
    'from the loader': { initial: { avatar: '', avatars: drawn } },
    'loading the list': {},
  },
  events: [
    { type: 'AVATAR_CHOSEN', avatar: drawn[2] ?? '' },
    { type: 'FILE_PICKED', file: picked('me.png', 'image/png', 2048) },
    { type: 'FILE_PICKED', file: picked('notes.txt', 'text/plain', 12) },
    { type: 'FILE_PICKED', file: picked('huge.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1) },
    { type: 'xstate.done.actor.loadAvatars', output: { avatar: drawn[0], avatars: drawn } },
    { type: 'xstate.error.actor.loadAvatars', error: new Error('Network error') },
    { type: 'xstate.done.actor.changeAvatar', output: { ok: true, avatar: uploaded, avatars: [...drawn, uploaded] } },
    { type: 'xstate.done.actor.changeAvatar', output: { ok: false, message: AVATAR_NOT_IMAGE_MESSAGE } },
    { type: 'xstate.error.actor.changeAvatar', error: new Error('Network error') },
  ],
  fakeActors: ['loadAvatars', 'changeAvatar'],
  graph: { limit: 400 },
});
