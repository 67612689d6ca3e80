/**
 * A route's loader and head from a chunk of their own (issue 35: the route table was a fifth of every page's entry).
 * The route table keeps what matching needs (paths, search validation, redirects) and the components; what a route
 * fetches and how its head reads live in `{routes}.data.ts` beside it (or the heads in `{routes}.head.ts`, when the
 * loaders are big enough to be worth a chunk of their own), loaded with the route: on the server, on the client before
 * hydration (the router awaits the head; the server lists the head's chunk in the HTML, app/server/route-chunks.ts, so it
 * arrives beside the entry; a loader's only when it shares the head's module: hydration never runs a loader) and on a
 * client navigation or a link's intent. A chunk that fails to load is asked for again next time.
 */

import { loadOnce } from '../../adapters/load-once.ts';
import type { Viewer } from '../../domain/gate.ts';
import type { Services } from './services.ts';

/** What a route's loader reads of the router's context (the root's beforeLoad adds the viewer). */
export type LoaderContext = { context: { services: Services; viewer: Viewer } };
/** What a route's loader answers (its head reads it as `HeadContext<LoaderData<typeof loader>>`). */
export type LoaderData<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
/** What a route's head reads: its loader's data (none on a 404 or an error) and its match. */
export type HeadContext<T> = { loaderData?: T; match: { context: { services: Services }; status: string; pathname: string } };

/** The route file's `code(name)`: the data module's export `name` as a loader or head, the module loaded on first call. */
export function routeCode<M>(load: () => Promise<M>, source: string) {
  const loaded = loadOnce(load);
  return <K extends keyof M>(name: K) => {
    type Fn = M[K] extends (ctx: infer C) => infer R ? { ctx: C; result: R } : never;
    const run = async (ctx: Fn['ctx']): Promise<Awaited<Fn['result']>> => {
      const fn = (await loaded())[name] as (ctx: Fn['ctx']) => Fn['result'];
      return await fn(ctx);
    };
    return Object.assign(run, { codeSource: source });
  };
}

/** The data module a route's loader or head comes from (`routeCode`), for the server to list its chunk. */
export const codeSourceOf = (fn: unknown): string | undefined =>
  typeof fn === 'function' && 'codeSource' in fn && typeof fn.codeSource === 'string' ? fn.codeSource : undefined;

/**
 * A loader or head of `routeCode` for a route made per page (a static page's slug, a cam list's, a promo page's path):
 * its argument gets that page's facts added, and it stays listed by its data module.
 */
export const forPage = <A, K extends keyof A, R>(fn: ((ctx: A) => R) & { codeSource: string }, facts: Pick<A, K>) =>
  Object.assign((ctx: Omit<A, K>) => fn({ ...ctx, ...facts } as A), { codeSource: fn.codeSource });
