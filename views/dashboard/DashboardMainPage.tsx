/**
 * The dashboard's main page, /main-dashboard/ (spec 001 §2 'Dashboard main: upcoming scenes, the top 5 top scenes, an
 * easy-setup image for the VR app, and the first 2 blog posts. isEasyCancelActive decides whether easy cancel is
 * offered'; 'type 2 [menu items] in the main area'): the main-area tiles, easy cancel when offered, the upcoming
 * scenes, the top scenes as video cards, the VR app's easy setup and the latest blog posts. Presentational: the app
 * decides what is shown (domain/dashboard-menu.ts) and passes the card options.
 */
import type { Media } from '../../contracts/common.ts';
import type { CustomVideo } from '../../contracts/content-api.ts';
import type { DashboardMenuItem } from '../../contracts/dashboard-page.ts';
import { DASHBOARD_LABEL, DASHBOARD_PAGES } from '../../domain/dashboard.ts';
import { VideoGrid } from '../catalogue/VideoGrid.tsx';
import type { CardVideo, VideoCardOptions } from '../catalogue/types.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { DashboardIcon } from './DashboardIcon.tsx';
import './dashboard-main.css';

/** The easy-setup art's size (backend/media/dashboard-art.ts): the space reserved before it loads. */
const SETUP_WIDTH = 1200;
const SETUP_HEIGHT = 675;
const POSTER_WIDTH = 640;
const POSTER_HEIGHT = 360;

export type DashboardTile = Pick<DashboardMenuItem, 'id' | 'label' | 'link' | 'icon' | 'image' | 'description' | 'isInNewTab'>;
export type DashboardPost = { slug: string; title: string; excerpt: string; image: Media | null; publishedAt: number };
export type UpcomingScene = Pick<CustomVideo, 'id' | 'title' | 'text' | 'image' | 'resolution' | 'starring' | 'publishedAt'>;

export interface DashboardMainData {
  tiles: DashboardTile[];
  upcomingScenes: UpcomingScene[];
  topScenes: CardVideo[];
  easySetupImage: Media | null;
  /** Easy cancel is offered (isEasyCancelActive, the configuration's flag, an active member). */
  offersEasyCancel: boolean;
  posts: DashboardPost[];
}

export interface DashboardMainPageProps {
  data: DashboardMainData;
  card: VideoCardOptions;
  /** Formats unix seconds as a date (release dates, post dates). */
  formatDate: (sec: number) => string;
}

const isoDate = (sec: number) => new Date(sec * 1000).toISOString();

function Tiles({ tiles }: { tiles: DashboardTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <ul className="dash-tiles" aria-label="Quick links">
      {tiles.map((tile) => (
        <li key={`${tile.id}-${tile.link}`}>
          <AppLink href={tile.link} inNewTab={tile.isInNewTab} className="dash-tile">
            {tile.image ? (
              <img className="dash-tile__image" src={tile.image.permalink} alt="" width={64} height={64} loading="lazy" />
            ) : (
              <DashboardIcon name={tile.icon} className="dash-tile__icon" />
            )}
            <span className="dash-tile__text">
              <span className="dash-tile__label">{tile.label}</span>
              {tile.description ? <span className="dash-tile__description">{tile.description}</span> : null}
            </span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function UpcomingCard({ scene, formatDate }: { scene: UpcomingScene; formatDate: (sec: number) => string }) {
  const title = scene.title || scene.text;
  return (
    <article className="dash-upcoming">
      <div className="dash-upcoming__media">
        {scene.image ? (
          <img className="dash-upcoming__poster" src={scene.image.permalink} alt="" width={POSTER_WIDTH} height={POSTER_HEIGHT} loading="lazy" />
        ) : (
          <span className="dash-upcoming__poster" />
        )}
        {scene.resolution ? <span className="dash-upcoming__badge">{scene.resolution}</span> : null}
      </div>
      <div className="dash-upcoming__body">
        <h3 className="dash-upcoming__title">{title}</h3>
        <p className="dash-upcoming__date">
          Coming <time dateTime={isoDate(scene.publishedAt)}>{formatDate(scene.publishedAt)}</time>
        </p>
        {scene.starring ? <p className="dash-upcoming__starring">Starring: {scene.starring}</p> : null}
      </div>
    </article>
  );
}

function PostCard({ post, formatDate }: { post: DashboardPost; formatDate: (sec: number) => string }) {
  return (
    <article className="dash-post">
      {post.image ? <img className="dash-post__image" src={post.image.permalink} alt="" width={1200} height={675} loading="lazy" /> : null}
      <div className="dash-post__body">
        <h3 className="dash-post__title">
          <AppLink href={`/blog/${post.slug}/`}>{post.title}</AppLink>
        </h3>
        <p className="dash-post__date">
          <time dateTime={isoDate(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
        </p>
        {post.excerpt ? <p className="dash-post__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}

export function DashboardMainPage({ data, card, formatDate }: DashboardMainPageProps) {
  return (
    <div className="dash-main">
      <h1>{DASHBOARD_LABEL}</h1>
      <Tiles tiles={data.tiles} />

      {data.offersEasyCancel ? (
        <section className="dash-section dash-easy-cancel" aria-labelledby="dash-easy-cancel">
          <h2 id="dash-easy-cancel">{DASHBOARD_PAGES.easyCancel.label}</h2>
          <p>Thinking of leaving? Cancel in a few steps: tell us why, and see what we can offer you first.</p>
          <AppLink href={DASHBOARD_PAGES.easyCancel.path} className="btn btn-secondary">
            Start Easy Cancel
          </AppLink>
        </section>
      ) : null}

      {data.upcomingScenes.length > 0 ? (
        <section className="dash-section" aria-labelledby="dash-upcoming">
          <h2 id="dash-upcoming">Upcoming Scenes</h2>
          <ul className="dash-upcoming-list" aria-label="Upcoming scenes">
            {data.upcomingScenes.map((scene) => (
              <li key={scene.id}>
                <UpcomingCard scene={scene} formatDate={formatDate} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {data.topScenes.length > 0 ? (
        <section className="dash-section" aria-labelledby="dash-top">
          <h2 id="dash-top">Top Scenes</h2>
          <VideoGrid {...card} title="Top scenes" videos={data.topScenes} />
        </section>
      ) : null}

      {data.easySetupImage ? (
        <section className="dash-section dash-setup" aria-labelledby="dash-setup">
          <h2 id="dash-setup">Easy Setup for the VR App</h2>
          <img
            className="dash-setup__image"
            src={data.easySetupImage.permalink}
            alt={data.easySetupImage.alt}
            width={SETUP_WIDTH}
            height={SETUP_HEIGHT}
            loading="lazy"
          />
        </section>
      ) : null}

      {data.posts.length > 0 ? (
        <section className="dash-section" aria-labelledby="dash-blog">
          <h2 id="dash-blog">From the Blog</h2>
          <ul className="dash-posts" aria-label="Latest blog posts">
            {data.posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} formatDate={formatDate} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
