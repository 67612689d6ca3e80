/**
 * The 'Easy Cancel' route's component (DESIGN 'Composition': a screen machine is composed by its route): for a
 * membership that may be cancelled here, loads the easy-cancel machine's module (app/screen-machines/easy-cancel.ts)
 * with the screen (all lazily: no other page's first load carries them; in the first page, after it:
 * screen-actor.tsx), starts it with the loader's questions and
 * settings (so the server renders the survey) and hands the screen its actor; the way on is the router's navigation.
 * Without such a membership the screen says so, with no machine.
 */
import { useMatch, useRouteContext, useRouter } from '@tanstack/react-router';
import type { EasyCancelQuestion, EasyCancelSettings } from '../../../contracts/easy-cancel.ts';
import { lazyComponent } from '../lazy-screen.tsx';
import { screenMachine, useScreenActor } from '../screen-actor.tsx';
import type { RouterContext } from '../services.ts';

const EasyCancelScreen = lazyComponent(() => import('../../../views/containers/EasyCancelScreen.tsx'), 'EasyCancelScreen');
const NoEasyCancelScreen = lazyComponent(() => import('../../../views/containers/EasyCancelScreen.tsx'), 'NoEasyCancelScreen');
export const easyCancelMachine = screenMachine('easy-cancel', () => import('../../screen-machines/easy-cancel.ts'), [{ type: 'SUBMITTED' }]);

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
  const [survey, snapshot] = useScreenActor(easyCancelMachine, ({ easyCancel }) => ({
    machine: easyCancel.provide(services, { navigate: (href) => void router.navigate({ href }) }),
    input: { membershipUuid, questions: data.questions, settings: data.settings, upgradeUrl: data.upgradeUrl },
  }));
  return (
    <>
      <EasyCancelScreen survey={survey} accessUntil={data.accessUntil} />
      {snapshot}
    </>
  );
}

export function EasyCancelRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as EasyCancelRouteData;
  if (data.membershipUuid === null) return <NoEasyCancelScreen failed={data.failed} />;
  return <EasyCancelMachineScreen data={data} membershipUuid={data.membershipUuid} />;
}

export const easyCancelRouteComponent = Object.assign(EasyCancelRoute, {
  preload: () => Promise.all([EasyCancelScreen.preload(), NoEasyCancelScreen.preload(), easyCancelMachine.preload()]).then(() => {}),
});
