/**
 * Lifetimes of the account actions' codes and links (backend/README.md). The task fixed the code (10
 * minutes, 5 tries) and the reset link (1 hour); the others are chosen: an unblock or e-mail change link may be
 * opened the next day (24 hours), a removal link is as short-lived as a reset one (1 hour).
 */
export const CODE_SECONDS = 10 * 60;
export const CODE_TRIES = 5;
export const RESET_SECONDS = 60 * 60;
export const UNBLOCK_SECONDS = 24 * 60 * 60;
export const EMAIL_CHANGE_SECONDS = 24 * 60 * 60;
export const REMOVAL_SECONDS = 60 * 60;

/** '10 minutes', '1 hour', '24 hours'. */
export const lifetimeText = (seconds: number): string => {
  const [n, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : [Math.round(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
};
