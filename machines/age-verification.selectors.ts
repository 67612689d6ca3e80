/**
 * Selectors over the age-verification snapshot (spec 000 §4 'Age verification', §8 dialogs) for views and for the
 * verified-member gate: narrow reads of tags, never of state names.
 */
import type { SnapshotFrom } from 'xstate';
import type { AgeVerificationMachine } from './age-verification.machine.ts';

export type AgeVerificationSnapshot = SnapshotFrom<AgeVerificationMachine>;
export type AgeVerificationDialog = 'required' | 'refused' | 'failed' | 'verified' | null;

/** The viewer counts as verified (approved, cleared, not asked to, or verification is off). */
export const selectAgeVerified = (snapshot: AgeVerificationSnapshot): boolean => snapshot.hasTag('verified');
/** The viewer must pass age verification now (required, refused, failed, or on the way to the provider). */
export const selectAgeVerificationRequired = (snapshot: AgeVerificationSnapshot): boolean => snapshot.hasTag('required');
/** The required-check at start is still asking the server. */
export const selectAgeVerificationChecking = (snapshot: AgeVerificationSnapshot): boolean => snapshot.hasTag('checking');
/** Starting a provider session, on the way to it, or polling after the return. */
export const selectAgeVerificationBusy = (snapshot: AgeVerificationSnapshot): boolean => snapshot.hasTag('busy');
export const selectPollAttempts = (snapshot: AgeVerificationSnapshot): number => snapshot.context.attempts;

export function selectAgeVerificationDialog(snapshot: AgeVerificationSnapshot): AgeVerificationDialog {
  if (snapshot.hasTag('verifiedDialog')) return 'verified';
  if (snapshot.hasTag('refusedDialog')) return 'refused';
  if (snapshot.hasTag('failedDialog')) return 'failed';
  if (snapshot.hasTag('requiredDialog')) return 'required';
  return null;
}
export const selectCanVerify = (snapshot: AgeVerificationSnapshot): boolean => snapshot.can({ type: 'VERIFY_CLICKED' });
export const selectCanCloseDialog = (snapshot: AgeVerificationSnapshot): boolean => snapshot.can({ type: 'DIALOG_CLOSED' });
