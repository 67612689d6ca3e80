/**
 * The headset feeds (contracts/headset-feeds.ts): the catalogue for a headset's DeoVR app at
 * `/deovr` and for HereSphere at `/heresphere`, so either can browse and play it.
 *   GET|POST /deovr          the library ('Latest', 'Most Viewed'); POST form `login`, `password` signs a member in
 *   GET|POST /deovr/{id}     a scene: projection (screenType), stereo mode, encodings, chapters (timeStamps), toy script
 *   POST /heresphere         the library; JSON {username, password}; header HereSphere-JSON-Version: 1
 *   POST /heresphere/{id}    a scene; a member's {isFavorite, rating} are stored first (the favourite is the site's)
 *   GET|HEAD /api/stream/{file}?expires=&sig=   a member's full video behind a signed link (6 h), inline, with ranges
 * Guests (and wrong credentials: DeoVR authorized '0', HereSphere access -1) get the trailers; members with access to
 * full videos (active, or inactive with benefits) get the full videos by signed, expiring links. Credentials are
 * checked like the site's login, behind its limits. Every URL is absolute, on the origin the app called.
 */
import type { Context } from 'hono';
import { DeoVrLibrary, DeoVrScene, HereSphereLibrary, HereSphereRequest, HereSphereScene } from '../../contracts/headset-feeds.ts';
import type { Video } from '../../contracts/content-api.ts';
import { guardedCredentials } from '../auth/guarded-login.ts';
import { STREAM_LINK_SECONDS, signFile } from '../auth/signed-url.ts';
import { type BackendContext, type RouteModule, nowSeconds } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { formFields, idParam } from '../http/input.ts';
import { send } from '../http/send.ts';
import { FULL_SECONDS, TRAILER_SECONDS, VR_FILE_PATTERN, type VrFormatName, type VrQuality, frameSize } from '../media/vr-formats.ts';
import { favoriteVideoIds, setFavoriteVideo } from '../repo/favorites.ts';
import { ratingOf, setRating } from '../repo/ratings.ts';
import type { UserRecord } from '../repo/users.ts';
import { serveSignedFile } from './downloads.ts';

/** A headset's viewer: a member with access to full videos, a guest, or wrong credentials. */
type Viewer = { kind: 'member'; user: UserRecord } | { kind: 'guest' } | { kind: 'refused' };

/** Full videos stream to active members and to inactive members with benefits (not to expired or plain inactive ones). */
const streamsFull = (u: UserRecord): boolean => {
  const expired = u.status_code === 300 || u.status.toLowerCase() === 'expired';
  const inactive = u.status_code === 1;
  return !expired && (!inactive || u.has_benefits);
};

async function viewerOf(c: Context, ctx: BackendContext, login?: string, password?: string): Promise<Viewer> {
  if (!login || !password) return { kind: 'guest' };
  const checked = await guardedCredentials(c, ctx, login, password);
  if (!checked.ok) return { kind: 'refused' };
  return streamsFull(checked.user) ? { kind: 'member', user: checked.user } : { kind: 'guest' };
}

async function formBody(c: Context): Promise<Record<string, string>> {
  if (c.req.method !== 'POST') return {};
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.includes('application/json')) return formFields(c);
  try {
    // Only the text fields of a JSON object (null, a list or other values are no login).
    const json: unknown = await c.req.json();
    if (json === null || typeof json !== 'object') return {};
    return Object.fromEntries(Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

async function hereSphereBody(c: Context): Promise<HereSphereRequest> {
  try {
    const parsed = HereSphereRequest.safeParse(await c.req.json());
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const originOf = (c: Context): string => new URL(c.req.url).origin;

async function allVideos(ctx: BackendContext, order: 'published' | 'views', limit = 500): Promise<Video[]> {
  const column = order === 'published' ? 'published_at DESC, id DESC' : 'views DESC, id DESC';
  const rows = await ctx.db.query<{ data: Video }>(`SELECT data FROM videos ORDER BY ${column} LIMIT $1`, [limit]);
  return rows.map((r) => r.data);
}

async function videoById(ctx: BackendContext, id: number): Promise<Video> {
  const [row] = await ctx.db.query<{ data: Video }>('SELECT data FROM videos WHERE id = $1', [id]);
  if (!row) throw notFound();
  return row.data;
}

type Source = { quality: string; width: number; height: number; size: number; url: string };

/** The encodings a viewer may play: a member's full video by signed links, else the trailer's public files. */
function sourcesFor(ctx: BackendContext, origin: string, video: Video, member: boolean): Source[] {
  const kind = member ? 'full' : 'trailer';
  const expires = nowSeconds(ctx) + STREAM_LINK_SECONDS;
  return video.videoPlayerSources[kind].flatMap((s) => {
    const file = s.src.split('/').at(-1) ?? '';
    const match = VR_FILE_PATTERN.exec(file);
    if (s.fileSize === -1 || !match) return [];
    const { w, h } = frameSize(match[1] as VrFormatName, match[3] as VrQuality);
    const url = member ? `${origin}/api/stream/${file}?expires=${expires}&sig=${signFile(ctx.jwtKey, file, expires, 'stream')}` : `${origin}${s.src}`;
    return [{ quality: s.quality, width: w, height: h, size: Math.max(0, s.fileSize), url }];
  });
}

const deoVrScreen = (v: Video): DeoVrScene['screenType'] => {
  switch (v.vr.projection) {
    case 'flat':
      return 'flat';
    case 'equirect360':
      return 'sphere';
    case 'fisheye':
      return v.vr.fov >= 200 ? 'mkx200' : v.vr.fov >= 190 ? 'rf52' : 'fisheye';
    default:
      return 'dome';
  }
};

const hereSphereProjection = (v: Video): HereSphereScene['projection'] =>
  v.vr.projection === 'flat'
    ? 'perspective'
    : v.vr.projection === 'equirect360'
      ? 'equirectangular360'
      : v.vr.projection === 'fisheye'
        ? 'fisheye'
        : 'equirectangular';

const hereSphereLens = (v: Video): HereSphereScene['lens'] =>
  v.vr.projection !== 'fisheye' ? 'Linear' : v.vr.fov >= 220 ? 'MKX220' : v.vr.fov >= 200 ? 'MKX200' : 'Linear';

const isoDay = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);

export const headsetFeedRoutes: RouteModule = (app, ctx) => {
  app.on(['GET', 'HEAD'], '/api/stream/:file', (c) => serveSignedFile(c, ctx, 'stream'));

  app.on(['GET', 'POST'], '/deovr', async (c) => {
    const body = await formBody(c);
    const viewer = await viewerOf(c, ctx, body.login, body.password);
    const origin = originOf(c);
    const length = viewer.kind === 'member' ? FULL_SECONDS : TRAILER_SECONDS;
    const list = (videos: Video[]) =>
      videos.map((v) => ({
        title: v.title,
        videoLength: length,
        thumbnailUrl: `${origin}${v.poster.permalink}`,
        video_url: `${origin}/deovr/${v.id}`,
      }));
    return send(c, DeoVrLibrary, {
      authorized: viewer.kind === 'member' ? '1' : '0',
      scenes: [
        { name: 'Latest', list: list(await allVideos(ctx, 'published')) },
        { name: 'Most Viewed', list: list(await allVideos(ctx, 'views', 30)) },
      ],
    });
  });

  app.on(['GET', 'POST'], '/deovr/:id', async (c) => {
    const video = await videoById(ctx, idParam(c, 'id'));
    const body = await formBody(c);
    const viewer = await viewerOf(c, ctx, body.login, body.password);
    const member = viewer.kind === 'member';
    const origin = originOf(c);
    const sources = sourcesFor(ctx, origin, video, member);
    const trailer = video.videoPlayerSources.trailer.find((s) => s.fileSize !== -1);
    const favorites = member ? await favoriteVideoIds(ctx.db, viewer.user.uuid) : [];
    return send(c, DeoVrScene, {
      id: video.id,
      title: video.title,
      description: video.description,
      authorized: member ? '1' : '0',
      videoLength: member ? FULL_SECONDS : TRAILER_SECONDS,
      is3d: video.vr.stereo !== 'mono',
      screenType: deoVrScreen(video),
      stereoMode: video.vr.stereo === 'mono' ? 'off' : video.vr.stereo,
      thumbnailUrl: `${origin}${video.poster.permalink}`,
      videoThumbnail: `${origin}${video.thumbnailSprites.trailer ?? video.poster.permalink}`,
      videoPreview: `${origin}${trailer?.src ?? video.videoPreviewPoster ?? ''}`,
      isFavorite: favorites.includes(video.id),
      encodings: [{ name: 'vp8', videoSources: sources.map((s) => ({ resolution: s.height, height: s.height, width: s.width, url: s.url })) }],
      timeStamps: member ? video.chapters.map((ch) => ({ ts: ch.start, name: ch.title })) : [],
      fleshlight: video.toyScript ? [{ title: `${video.title}.funscript`, url: `${origin}${video.toyScript}` }] : [],
    });
  });

  const hereSphereHeaders = (c: Context) => c.header('HereSphere-JSON-Version', '1');

  app.post('/heresphere', async (c) => {
    const body = await hereSphereBody(c);
    const viewer = await viewerOf(c, ctx, body.username, body.password);
    const origin = originOf(c);
    hereSphereHeaders(c);
    const urls = (videos: Video[]) => videos.map((v) => `${origin}/heresphere/${v.id}`);
    return send(c, HereSphereLibrary, {
      access: viewer.kind === 'member' ? 1 : viewer.kind === 'refused' ? -1 : 0,
      library: [
        { name: 'Latest', list: urls(await allVideos(ctx, 'published')) },
        { name: 'Most Viewed', list: urls(await allVideos(ctx, 'views', 30)) },
      ],
    });
  });

  app.post('/heresphere/:id', async (c) => {
    const video = await videoById(ctx, idParam(c, 'id'));
    const body = await hereSphereBody(c);
    const viewer = await viewerOf(c, ctx, body.username, body.password);
    const member = viewer.kind === 'member';
    if (member && body.isFavorite !== undefined) await setFavoriteVideo(ctx.db, viewer.user.uuid, video.id, body.isFavorite, nowSeconds(ctx));
    if (member && body.rating !== undefined) await setRating(ctx.db, viewer.user.uuid, video.id, body.rating, nowSeconds(ctx));
    const origin = originOf(c);
    const sources = sourcesFor(ctx, origin, video, member);
    const duration = (member ? FULL_SECONDS : TRAILER_SECONDS) * 1000;
    hereSphereHeaders(c);
    return send(c, HereSphereScene, {
      access: member ? 1 : viewer.kind === 'refused' ? -1 : 0,
      title: video.title,
      description: video.description,
      thumbnailImage: `${origin}${video.poster.permalink}`,
      thumbnailVideo: `${origin}${video.videoPreviewPoster ?? video.videoPlayerSources.trailer[0]?.src ?? ''}`,
      dateReleased: isoDay(video.publishedAt),
      duration,
      rating: member ? await ratingOf(ctx.db, viewer.user.uuid, video.id) : 0,
      isFavorite: member ? (await favoriteVideoIds(ctx.db, viewer.user.uuid)).includes(video.id) : false,
      projection: hereSphereProjection(video),
      stereo: video.vr.stereo,
      isEyeSwapped: false,
      fov: video.vr.projection === 'flat' ? 90 : video.vr.fov,
      lens: hereSphereLens(video),
      scripts: video.toyScript ? [{ name: `${video.title}.funscript`, url: `${origin}${video.toyScript}` }] : [],
      tags: member
        ? video.chapters.map((ch, i, all) => ({
            name: `Chapter:${ch.title}`,
            start: ch.start * 1000,
            end: (all[i + 1]?.start ?? FULL_SECONDS) * 1000,
          }))
        : [],
      media: [
        { name: 'VP8 WebM', sources: sources.map((s) => ({ resolution: s.height, height: s.height, width: s.width, size: s.size, url: s.url })) },
      ],
      writeFavorite: member,
      writeRating: member,
      writeTags: false,
      writeHSP: false,
    });
  });
};
