/** The root route's loader (root.tsx): the visit's site-wide data (app/router/root-data.ts), on the server render. */
import { markAppSession } from '../app-session.ts';
import { loadRootData } from '../root-data.ts';
import type { Services } from '../services.ts';

export const rootLoader = ({
  context: { services },
  location,
}: {
  context: { services: Services };
  location: { pathname: string; searchStr: string };
}) => {
  markAppSession(services.cookies, location.searchStr);
  return loadRootData(services, { path: location.pathname, search: location.searchStr });
};
