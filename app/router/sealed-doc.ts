/**
 * Sealed documents in the browser (domain/sealed-doc.ts): the site chrome and the home page builder's cards crossed
 * from the server render as their kind and hash alone (seal.ts, serialization.ts); the browser's entry fetches the
 * documents the head preloads before hydration (`loadSealedDocs`), and the hydration reads the objects back from them.
 */
import type { ChromeData } from '../../domain/chrome-data.ts';
import { type Seal, sealedDocOf } from '../../domain/sealed-doc.ts';
import type { HomeBuilderCards } from '../../views/catalogue/HomePage.tsx';

const fetched = new Map<string, object>();
const keyOf = ({ kind, hash }: Seal) => `${kind}/${hash}`;

/** What a document's data is when it could not be fetched: the spec's empty default (React renders that part anew). */
const EMPTY: { chrome: ChromeData; home: HomeBuilderCards } = {
  chrome: {
    headerMain: [],
    headerAccount: [],
    footer: [],
    bottom: [],
    social: [],
    logos: { header: '', footer: '' },
    settings: { logoutRedirectLink: '', isShowReleaseDate: false, isActiveJoinNowBtn: true },
    fakeBuy: null,
  },
  home: {
    announcements: [],
    titleWinner: '',
    descriptionArea: '',
    upcomingScenes: [],
    topVideos: [],
    latestVideos: [],
    topModels: [],
    featuredModels: [],
    topCategories: [],
  },
};

/** The object of a seal, as the browser fetched it; the kind's empty default when it could not be fetched. */
export function unseal(seal: Seal): object {
  return fetched.get(keyOf(seal)) ?? EMPTY[seal.kind];
}

/**
 * In the browser, before hydration: the documents the page's head preloads (the chrome's on every page with chrome,
 * the home cards' on /), side by side. Two tries each; a failure is logged and the page hydrates with that kind's
 * empty default.
 */
export async function loadSealedDocs(doc: Document, fetchDoc: typeof fetch, log: { error(message: string, data?: unknown): void }): Promise<void> {
  const hrefs = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute('href') ?? '');
  await Promise.all(
    hrefs.map(async (href) => {
      const seal = sealedDocOf(href);
      if (!seal) return;
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const res = await fetchDoc(href);
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          fetched.set(keyOf(seal), (await res.json()) as object);
          return;
        } catch (error) {
          if (attempt === 2) log.error(`[sealed-doc] the ${seal.kind} document could not be fetched`, { href, error });
        }
      }
    }),
  );
}
