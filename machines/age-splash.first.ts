/** The 18+ splash's first snapshot without XState (machines/first-snapshot.ts): `deciding` left at once. */
import { AUTO_AGREE_PATHS } from '../domain/constants.ts';
import type { AgeSplashInput } from './age-splash.machine.ts';
import { type FirstSnapshot, firstSnapshot } from './first-snapshot.ts';

/** The paths that agree for the visitor (the /tour/ route). */
export const isAutoAgreePath = (path: string): boolean => AUTO_AGREE_PATHS.includes(path.endsWith('/') ? path : `${path}/`);

export function firstAgeSplashSnapshot(input: AgeSplashInput): FirstSnapshot<AgeSplashInput, 'visible'> {
  const context = { agreed: input.agreed, path: input.path };
  if (context.agreed || isAutoAgreePath(context.path)) return firstSnapshot('hidden', context);
  return firstSnapshot('visible', context, ['visible']);
}
