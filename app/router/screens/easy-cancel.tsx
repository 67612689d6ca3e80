/**
 * The 'Easy Cancel' route's component (DESIGN 'Composition': a screen machine is composed by its route): for a
 * membership that may be cancelled here, loads the easy-cancel machine's module (app/screen-machines/easy-cancel.ts)
 * with the screen (all lazily: no other page's first load carries them), starts it with the loader's questions and
 * settings (so the server renders the survey) and hands the screen its actor; the way on is the router's navigation.
 * Without such a membership the screen says so, with no machine.
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { EasyCancelQuestion, EasyCancelSettings } from '../../../contracts/easy-cancel.ts';
import { lazyComponent, lazyModule } from '../lazy-screen.tsx';
import type { RouterContext } from '../services.ts';

const EasyCancelScreen = lazyComponent(() => import('../../../views/containers/EasyCancelScreen.tsx'), 'EasyCancelScreen');
const NoEasyCancelScreen = lazyComponent(() => import('../../../views/containers/EasyCancelScreen.tsx'), 'NoEasyCancelScreen');
const machineModule = lazyModule(() => import('../../screen-machines/easy-cancel.ts'));

export type EasyCancelRouteData = {
  /** The membership the survey cancels; null: none may be cancelled here (none, canceled already, non-recurring). */
  membershipUuid: string | null;
  membershipName: string;
  /**
   * The upgrade link (null: none, or its call failed: hidden); absent when the server render's deadline passed before
   * it came: the survey's machine asks for it in the browser.
   */
  upgradeUrl?: string | null;
  /** The membership's rebill date (unix seconds): access lasts until then; null none. */
  accessUntil: number | null;
  questions: EasyCancelQuestion[];
  settings: EasyCancelSettings;
  /** The dashboard info could not be had (logged): the page says so rather than 'nothing to cancel'. */
  failed: boolean;
};

function EasyCancelMachineScreen({ data, membershipUuid }: { data: EasyCancelRouteData; membershipUuid: string }) {
  const { services } = useRouteContext({ strict: false }) as RouterContext;
  const router = useRouter();
  const { easyCancel } = machineModule.useLoaded();
  const machine = useMemo(() => easyCancel.provide(services, { navigate: (href) => void router.navigate({ href }) }), [easyCancel, services, router]);
  const survey = useActorRef(machine, {
    input: { membershipUuid, questions: data.questions, settings: data.settings, upgradeUrl: data.upgradeUrl },
  });
  return <EasyCancelScreen survey={survey} accessUntil={data.accessUntil} />;
}

export function EasyCancelRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as EasyCancelRouteData;
  if (data.membershipUuid === null) return <NoEasyCancelScreen failed={data.failed} />;
  return <EasyCancelMachineScreen data={data} membershipUuid={data.membershipUuid} />;
}

export const easyCancelRouteComponent = Object.assign(EasyCancelRoute, {
  preload: () => Promise.all([EasyCancelScreen.preload(), NoEasyCancelScreen.preload(), machineModule.preload()]).then(() => {}),
});
