/**
 * What a broadcast room's page shows of its model and its shows' prices (spec 002 §2.3, §3.4), without the room
 * machine's rules (domain/broadcast-room.ts): the room's view needs these in its first load, the machine the rest.
 */
import type { CamModelProfile } from '../contracts/cam-provider.ts';
import type { RoomSettings } from '../contracts/cam-channel.ts';

/** Cost to start a private show = privateShowMinDuration × privateShowTariff (§2.3). */
export const privateShowCost = (s: RoomSettings): number => s.privateShowMinDuration * s.privateShowTariff;
/** The voice private show's cost, by the same rule with the voice settings. */
export const voicePrivateShowCost = (s: RoomSettings): number => s.voicePrivateShowMinDuration * s.voicePrivateShowTariff;

export interface RoomModel {
  id: string;
  nickname: string;
  name: string;
  /** The bio lines, the name first (§3.4). */
  bio: string[];
}

export interface DerivedProfile {
  bio: string[];
  appearance: string;
  inShow: string[];
  inPrivateShow: string[];
  specifics: string[];
}

const groupTags = (profile: CamModelProfile, codes: readonly string[]): string[] =>
  profile.tagGroups.filter((g) => codes.includes(g.code)).flatMap((g) => g.tags.map((t) => t.name));

/** The tag groups each derived value reads (the provider's group codes and the list filter's model-spec keys, §2.2). */
export const PROFILE_GROUPS = {
  appearance: ['appearance', 'body', 'm_body_type', 'm_hair', 'm_eyes', 'm_ethnicity'],
  inShow: ['activities', 'in_show', 'm_in_shows'],
  inPrivateShow: ['in_private_show', 'm_in_private_shows'],
  /** Languages are the profile's own list. */
  none: ['languages'],
} as const;

const GROUPED: readonly string[] = Object.values(PROFILE_GROUPS).flat();

/** The derived profile values of §3.4 (rules chosen in domain/broadcast-room.ts: see its header). */
export function deriveProfile(model: RoomModel, profile: CamModelProfile | null): DerivedProfile {
  if (!profile) return { bio: model.bio, appearance: '', inShow: [], inPrivateShow: [], specifics: [] };
  const parts = [
    profile.bodyType,
    profile.ethnicity,
    profile.hairColor && `${profile.hairColor} hair`,
    profile.eyeColor && `${profile.eyeColor} eyes`,
  ];
  const appearance = [...parts, ...groupTags(profile, PROFILE_GROUPS.appearance)].filter((part) => part && part.trim() !== '');
  return {
    bio: model.bio,
    appearance: [...new Set(appearance)].join(', '),
    inShow: groupTags(profile, PROFILE_GROUPS.inShow),
    inPrivateShow: groupTags(profile, PROFILE_GROUPS.inPrivateShow),
    specifics: profile.tagGroups.filter((g) => !GROUPED.includes(g.code)).flatMap((g) => g.tags.map((t) => t.name)),
  };
}
