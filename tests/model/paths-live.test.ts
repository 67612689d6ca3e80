/** `npm run paths` as part of `npm test` (tests/model/path-check.ts), for the machines of the live cam and messenger areas. */
import { atlas } from '../../app/atlas/registry.ts';
import { isLive, pathCoverageTest } from './path-check.ts';

pathCoverageTest('the live cams and messenger', atlas.filter(isLive));
