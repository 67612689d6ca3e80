/**
 * The 'Account Settings' page bound to its machines (app/router/screens/account-settings.tsx starts them, the avatar
 * with the loader's avatar and list): narrow selectors of the avatar, the list and the outcome, and of the form's
 * values, errors and message; choosing an avatar, picking a file, typing and submitting send AVATAR_CHOSEN,
 * FILE_PICKED, FIELD_CHANGED and SUBMITTED.
 */
import { shallowEqual, useSelector } from './use-selector.ts';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChangePasswordField } from '../../contracts/change-password-rules.ts';
import type { avatarMachine } from '../../machines/avatar.machine.ts';
import type { changePasswordMachine } from '../../machines/change-password.machine.ts';
import { DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { AccountSettingsPage } from '../dashboard/AccountSettingsPage.tsx';

type AvatarRef = ActorRefFrom<typeof avatarMachine>;
type PasswordRef = ActorRefFrom<typeof changePasswordMachine>;

/** `csrfToken`: the password form's CSRF token for its post without JavaScript ('' after a client navigation). */
export function AccountSettingsScreen({ avatar, password, csrfToken = '' }: { avatar: AvatarRef; password: PasswordRef; csrfToken?: string }) {
  const current = useSelector(avatar, (s) => s.context.avatar);
  const avatars = useSelector(avatar, (s) => s.context.avatars, shallowEqual);
  const pending = useSelector(avatar, (s) => s.context.pending);
  const avatarBusy = useSelector(avatar, (s) => s.hasTag('busy'));
  const loading = useSelector(avatar, (s) => s.hasTag('loading'));
  const updated = useSelector(avatar, (s) => s.hasTag('updated'));
  const avatarError = useSelector(avatar, (s) => (s.hasTag('failed') ? s.context.message : null));

  const values = useSelector(password, (s) => s.context.values, shallowEqual);
  const errors = useSelector(password, (s) => s.context.errors);
  const message = useSelector(password, (s) => s.context.message);
  const succeeded = useSelector(password, (s) => s.hasTag('succeeded'));
  const submitting = useSelector(password, (s) => s.hasTag('submitting'));

  const onChoose = useCallback((url: string) => avatar.send({ type: 'AVATAR_CHOSEN', avatar: url }), [avatar]);
  const onPick = useCallback((file: File) => avatar.send({ type: 'FILE_PICKED', file }), [avatar]);
  const onChange = useCallback((field: ChangePasswordField, value: string) => password.send({ type: 'FIELD_CHANGED', field, value }), [password]);
  const onSubmit = useCallback(() => password.send({ type: 'SUBMITTED' }), [password]);

  return (
    <AccountSettingsPage
      title={DASHBOARD_PAGES.accountSettings.label}
      avatar={{ avatar: current, avatars, pending, busy: avatarBusy, loading, updated, error: avatarError, onChoose, onPick }}
      password={{ values, errors, message, succeeded, submitting, csrfToken, onChange, onSubmit }}
    />
  );
}
