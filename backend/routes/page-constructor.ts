/**
 * Content API call of the page constructor under {content} (contracts/page-constructor.ts): GET /page-constructor/{slug}
 * → {item}; an unknown slug is 404, a slug that cannot be one (CONSTRUCTOR_SLUG) a 400 that says why.
 */
import { ConstructorPageAnswer } from '../../contracts/page-constructor.ts';
import type { RouteModule } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { constructorSlugParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { constructorPageBySlug } from '../repo/page-constructor.ts';
import { contentBase } from './content.ts';

export const pageConstructorRoutes: RouteModule = (app, ctx) => {
  app.get(`${contentBase}/page-constructor/:slug`, async (c) => {
    const page = await constructorPageBySlug(ctx.db, constructorSlugParam(c));
    if (!page) throw notFound();
    return send(c, ConstructorPageAnswer, { item: page });
  });
};
