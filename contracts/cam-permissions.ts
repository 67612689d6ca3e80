/** The room's permission flags with every control off (contracts/cam-channel.ts RoomPermissions): before entering, and for guests. */
import type { RoomPermissions } from './cam-channel.ts';

export const NO_PERMISSIONS: RoomPermissions = {
  canUseCancelPrivateShow: false,
  canUseCancelPrivateShowRequest: false,
  canUseEnterSpyShow: false,
  canUseLeaveSpyShow: false,
  canUseRequestPrivateShow: false,
  canUseRequestVoicePrivateShow: false,
};
