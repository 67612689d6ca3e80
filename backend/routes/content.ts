/**
 * Content API calls of this slice under {content} = /api/content/v1 (spec 000 §7 'Content', 'Favourites'):
 * digest, home page builder, videos (list, single, similar, by model), models, categories, pages, favourite models,
 * ad banners by place.
 */
import {
  AddVideoViewAnswer,
  AddVideoViewBody,
  CategoryAnswer,
  CategoryList,
  FavoriteModelIdsAnswer,
  HomePageBuilderAnswer,
  LoginPageSliders,
  ModelAnswer,
  ModelList,
  ModelQuery,
  SimilarModelsAnswer,
  SimilarVideosAnswer,
  SoftPage,
  StaticPageAnswer,
  TagAnswer,
  TagList,
  VideoAnswer,
  VideoList,
  VideoQuery,
} from '../../contracts/content-api.ts';
import { type AdBanner, AdBannerAnswer } from '../../contracts/ad-banner.ts';
import { type Notification, NotificationsAnswer } from '../../contracts/notifications.ts';
import { type Digest, DigestAnswer, emptyDigest } from '../../contracts/digest.ts';
import { requireUser } from '../auth/session.ts';
import { type RouteModule, nowSeconds } from '../context.ts';
import { SEARCH_QUERY_MAX, SearchAnswer } from '../../contracts/search.ts';
import { ApiError, errorBody, invalidField, notFound } from '../http/errors.ts';
import { idParam, jsonBody, query, slugParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { getSetting, listCategories, pageBySlug, standardCategoryBySlug } from '../repo/catalogue.ts';
import { favoriteModelIds, setFavoriteModel } from '../repo/favorites.ts';
import { homePageBuilder, loginPageSliders, softPage } from '../repo/home.ts';
import { listModels, modelBySlug, modelExists, similarModels } from '../repo/models.ts';
import { type TagKind, listTags, tagBySlug } from '../repo/tags.ts';
import { search } from '../repo/search.ts';
import { listVideos, similarVideos, videoBySlug, videosOfModel } from '../repo/videos.ts';

export const contentBase = '/api/content/v1';

export const contentRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const path = (p: string) => `${contentBase}${p}`;

  // A view of a video (spec 000 §7 add-video-view): counted on the video's row; unknown ids are 404.
  app.post(path('/add-video-view'), async (c) => {
    const { id } = await jsonBody(c, AddVideoViewBody);
    const rows = await db.query<{ id: number }>('UPDATE videos SET views = views + 1 WHERE id = $1 RETURNING id', [id]);
    if (rows.length === 0) throw notFound();
    return send(c, AddVideoViewAnswer, true);
  });

  app.get(path('/digest'), async (c) => {
    const digest = (await getSetting<Digest>(db, 'digest')) ?? emptyDigest;
    return send(c, DigestAnswer, { digest });
  });

  app.get(path('/home-page-builder'), async (c) => {
    const home = await homePageBuilder(db);
    return send(c, HomePageBuilderAnswer, { homePageBuilder: home ?? {} });
  });

  // A place without banners has none (an empty list, not a 404); a place name is a route name.
  // Spec 000 §7 'GET /notification': every notification, newest first.
  app.get(path('/notification'), async (c) => {
    const items = (await getSetting<Notification[]>(db, 'notifications')) ?? [];
    return send(c, NotificationsAnswer, { items: [...items].sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id) });
  });

  app.get(path('/ad-banner/:place'), async (c) => {
    const place = slugParam(c, 'place');
    if (!/^[a-z0-9-]{1,60}$/.test(place)) throw invalidField('place', 'place must be a route name: 1 to 60 lower-case letters, digits or dashes');
    const banners = (await getSetting<Record<string, AdBanner[]>>(db, 'adBanners')) ?? {};
    return send(c, AdBannerAnswer, { data: Object.hasOwn(banners, place) ? (banners[place] ?? []) : [] });
  });

  app.get(path('/soft-page'), async (c) => send(c, SoftPage, await softPage(db)));

  app.get(path('/login-page-sliders'), async (c) => send(c, LoginPageSliders, { items: await loginPageSliders(db) }));

  app.get(path('/videos'), async (c) => send(c, VideoList, await listVideos(db, query(c, VideoQuery))));

  app.get(path('/videos/include/:modelId'), async (c) => {
    const modelId = idParam(c, 'modelId');
    const q = query(c, VideoQuery);
    if (!(await modelExists(db, modelId))) throw notFound();
    return send(c, VideoList, await videosOfModel(db, modelId, q.page, q.limit));
  });

  app.get(path('/videos/:slug'), async (c) => {
    const video = await videoBySlug(db, slugParam(c));
    if (!video) throw notFound();
    return send(c, VideoAnswer, { item: video });
  });

  app.get(path('/videos/:slug/similar'), async (c) => {
    const video = await videoBySlug(db, slugParam(c));
    if (!video) throw notFound();
    return send(c, SimilarVideosAnswer, { item: await similarVideos(db, video.id) });
  });

  app.get(path('/models'), async (c) => send(c, ModelList, await listModels(db, query(c, ModelQuery))));

  app.get(path('/models/:slug'), async (c) => {
    const model = await modelBySlug(db, slugParam(c));
    if (!model) throw notFound();
    return send(c, ModelAnswer, { item: model });
  });

  app.get(path('/models/:slug/similar'), async (c) => {
    const model = await modelBySlug(db, slugParam(c));
    if (!model) throw notFound();
    return send(c, SimilarModelsAnswer, { items: await similarModels(db, model) });
  });

  for (const [route, kind] of [
    ['/video-tags', 'videoTags'],
    ['/model-tags', 'modelTags'],
  ] as const satisfies ReadonlyArray<readonly [string, TagKind]>) {
    app.get(path(route), async (c) => send(c, TagList, { items: await listTags(db, kind) }));
    app.get(path(`${route}/:slug`), async (c) => {
      const tag = await tagBySlug(db, kind, slugParam(c));
      if (!tag) throw notFound();
      return send(c, TagAnswer, { item: tag });
    });
  }

  app.get(path('/categories'), async (c) => send(c, CategoryList, { items: await listCategories(db) }));

  app.get(path('/categories/:slug'), async (c) => {
    const category = await standardCategoryBySlug(db, slugParam(c));
    if (!category) throw notFound();
    return send(c, CategoryAnswer, { item: category });
  });

  app.get(path('/pages/:slug'), async (c) => {
    const page = await pageBySlug(db, slugParam(c));
    if (!page) throw notFound();
    return send(c, StaticPageAnswer, { item: page });
  });

  // Spec 000 §7 'GET /search/{query}': a query of 1 to 100 characters after trimming, else a 400 that says why.
  const noQuery = () => new ApiError(400, errorBody(400, 'A search query is required'));
  app.get(path('/search'), () => {
    throw noQuery();
  });
  app.get(path('/search/'), () => {
    throw noQuery();
  });
  app.get(path('/search/:query'), async (c) => {
    const query = (c.req.param('query') ?? '').trim();
    if (query === '') throw noQuery();
    if ([...query].length > SEARCH_QUERY_MAX) {
      throw new ApiError(400, errorBody(400, `A search query is at most ${SEARCH_QUERY_MAX} characters long`));
    }
    return send(c, SearchAnswer, { data: await search(db, query) });
  });

  app.get(path('/user/favorite-model-ids'), async (c) => {
    const user = await requireUser(c, ctx);
    return send(c, FavoriteModelIdsAnswer, { data: { ids: await favoriteModelIds(db, user.uuid) } });
  });

  for (const [method, on] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](path('/user/favorite-models/:modelId'), async (c) => {
      const user = await requireUser(c, ctx);
      const modelId = idParam(c, 'modelId');
      if (!(await modelExists(db, modelId))) throw notFound();
      await setFavoriteModel(db, user.uuid, modelId, on, nowSeconds(ctx));
      return send(c, FavoriteModelIdsAnswer, { data: { ids: await favoriteModelIds(db, user.uuid) } });
    });
  }
};
