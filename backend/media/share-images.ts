/**
 * The demo's share images (issue 37 'SEO'): the large social networks render no SVG in a link preview, so every
 * piece of art has a raster twin at GET /media/share/{art path}.png — the SVG of /media/art/{art path}.svg drawn
 * by sharp at 1200×630 (Open Graph's and Twitter's large card), cover-cropped; the logo is centred on the site's
 * dark ground. Drawn once per path and kept (the art is deterministic), at most SHARE_CACHE_SIZE of them.
 */
import sharp from 'sharp';

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;
const SHARE_CACHE_SIZE = 300;
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

/** The PNG of `svg` at the share size: art cover-cropped, a logo (wide and short) centred on the ground. */
export function sharePng(artPath: string, svg: string): Promise<Buffer> {
  const known = drawn.get(artPath);
  if (known) return known;
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
  if (drawn.size >= SHARE_CACHE_SIZE) drawn.delete(drawn.keys().next().value as string);
  drawn.set(artPath, image);
  image.catch(() => drawn.delete(artPath));
  return image;
}
