/**
 * `npm run setup`: the embedded upstreams made ready before the first start — the database seeded when empty and the
 * demo media (card previews, VR clips and sprites, and the vreels and cam streams when the site has those areas on)
 * made into MEDIA_DIR, default `.data/media`, where the server reads them (DESIGN.md 'Data and media').
 */
import { loadConfig } from '../config/env.ts';
import { setupEmbedded } from './embedded.ts';

const started = Date.now();
const { seeded, mediaDir } = await setupEmbedded(loadConfig(process.env));
console.log(seeded ? '[setup] database seeded' : '[setup] database already seeded');
console.log(`[setup] database and demo media ready in ${((Date.now() - started) / 1000).toFixed(1)} s (media in ${mediaDir})`);
