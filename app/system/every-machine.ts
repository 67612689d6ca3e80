/**
 * Every machine of the visit's registry (registry.ts), the on-demand ones imported at once: what the atlas, the wiring
 * list (app/machines.ts) and the tests read, the same definitions the app loads. Not for pages: it holds every machine.
 */
import { affiliateHits } from './affiliate-hits.ts';
import { ageVerification } from './age-verification.ts';
import { camSession } from './cam-session.ts';
import { cardPreview } from './card-preview.ts';
import { fakeBuy } from './fake-buy.ts';
import { favorites } from './favorites.ts';
import { headerBar } from './header-bar.ts';
import { loginForm } from './login-form.ts';
import { notifications } from './notifications.ts';
import { search } from './search.ts';
import { messenger } from './messenger.ts';
import { promoBanner } from './promo-banner.ts';
import type { OnDemandId } from './registry.ts';
import { visitMachines } from './visit-machines.ts';
import { termsDialog } from './terms-dialog.ts';
import { tokenPurchase } from './token-purchase.ts';
import { tooltip } from './tooltip.ts';
import { valuePopups } from './value-popups.ts';

const onDemand = [
  loginForm,
  camSession,
  tokenPurchase,
  messenger,
  termsDialog,
  cardPreview,
  tooltip,
  ageVerification,
  valuePopups,
  affiliateHits,
  fakeBuy,
  search,
  notifications,
  promoBanner,
  favorites,
  headerBar,
] as const;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
/** Compiles only when this list holds exactly the registry's on-demand machines. */
export type HoldsEveryOnDemandMachine = Holds<Same<(typeof onDemand)[number]['id'], OnDemandId>>;

export const everyVisitMachine = [...visitMachines, ...onDemand] as const;
