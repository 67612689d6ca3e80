/**
 * The order of a video list without a sort in its address (spec 000 §2.4 'Video lists': 'default ordering differs for
 * guests and logged-in users'; the exact orders are not given). A guest meets the most popular scenes first, the best
 * the site has to show; a member, who has seen those, the latest first. The list's sort control names the order the
 * list is in, so the loader passes it explicitly and the page shows the same.
 */
import type { VideoSort } from '../contracts/content-api.ts';

/** The order a list is in: the address's sort, else the viewer's default. */
export const listSort = (chosen: VideoSort | undefined, loggedIn: boolean): VideoSort => chosen ?? (loggedIn ? 'latest' : 'popular');
