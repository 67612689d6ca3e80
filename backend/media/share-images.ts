/**
 * The demo's share images (issue 37 'SEO'): the large social networks render no SVG in a link preview, so every
 * piece of art has a raster twin at GET /media/share/{art path}.png — the SVG of /media/art/{art path}.svg drawn
 * by sharp at 1200×630 (Open Graph's and Twitter's large card), cover-cropped; the logo is centred on the site's
 * dark ground. Drawn once per path and kept (the art is deterministic), at most SHARE_CACHE_SIZE of them. The art exists
 * for any id, so drawing is the one cost anybody can ask for without end: at most SHARE_DRAWING drawings run at once
 * and SHARE_WAITING wait; past that `sharePng` answers null (the route's 503 with Retry-After), and a flood of new
 * paths keeps a core or two busy, never the whole server.
 */
import sharp from 'sharp';

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;
const SHARE_CACHE_SIZE = 300;
export const SHARE_DRAWING = 2;
export const SHARE_WAITING = 8;
const GROUND = { r: 17, g: 19, b: 26, alpha: 1 };

/** The share image's path of an art path (`/media/art/video/1.svg` → `/media/share/video/1.png`); '' for any other. */
export function shareImagePath(artPath: string): string {
  const match = /^\/media\/art\/([a-z0-9/-]+)\.svg$/.exec(artPath);
  return match ? `/media/share/${match[1]}.png` : '';
}

/** The art path behind a share image's file path after /media/share/ (`video/1.png` → `/media/art/video/1.svg`). */
export function artPathOf(sharePath: string): string | null {
  const match = /^([a-z0-9-]{1,40}(?:\/[a-z0-9-]{1,80})?)\.png$/.exec(sharePath);
  return match ? `/media/art/${match[1]}.svg` : null;
}

const drawn = new Map<string, Promise<Buffer>>();
let drawing = 0;
const waiting: (() => void)[] = [];

/** Runs `draw` in one of the SHARE_DRAWING places: a free one, or the one a finished drawing hands over. */
async function inTurn<T>(draw: () => Promise<T>): Promise<T> {
  if (drawing < SHARE_DRAWING) drawing += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await draw();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else drawing -= 1;
  }
}

/**
 * The PNG of `svg` at the share size: art cover-cropped, a logo (wide and short) centred on the ground; null when
 * SHARE_WAITING drawings already wait for their turn (a drawn one is answered whatever the load).
 */
export function sharePng(artPath: string, svg: string): Promise<Buffer> | null {
  const known = drawn.get(artPath);
  if (known) return known;
  if (drawing >= SHARE_DRAWING && waiting.length >= SHARE_WAITING) return null;
  const image = inTurn(() => draw(artPath, svg));
  if (drawn.size >= SHARE_CACHE_SIZE) drawn.delete(drawn.keys().next().value as string);
  drawn.set(artPath, image);
  image.catch(() => drawn.delete(artPath));
  return image;
}

function draw(artPath: string, svg: string): Promise<Buffer> {
  const logo = artPath.startsWith('/media/art/logo-');
  const image = logo
    ? // The wordmark is drawn in currentColor (the page's text colour): light on the card's dark ground.
      sharp(Buffer.from(svg.replaceAll('currentColor', '#f4f4f8')), { density: 300 })
        .resize(SHARE_WIDTH - 300, SHARE_HEIGHT - 300, { fit: 'inside' })
        .toBuffer()
        .then((mark) =>
          sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 4, background: GROUND } })
            .composite([{ input: mark, gravity: 'center' }])
            .png()
            .toBuffer(),
        )
    : sharp(Buffer.from(svg), { density: 150 }).resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' }).png().toBuffer();
  return image;
}
