/**
 * The order test files start in: the heaviest e2e (and unit) files first, then Vitest's own order (slowest first from its cache of
 * the last run's times, else the largest file first). A fresh clone has no such cache, and the heaviest e2e files are
 * among the smallest (a few lines each, looping over every route), so Vitest started them last and one worker ran them
 * alone at the end while the other idled: started first, the two workers finish together. `HEAVIEST` lists them, the
 * heaviest first (their times on a 2-core machine are printed by every run).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const HEAVIEST = [
  /\/pages-1440\.test\.ts$/,
  /\/layout-gate-velvet-members\.test\.ts$/,
  /\/pages-(midnight|lumen)\.test\.ts$/,
  /\/layout-gate-themes\.test\.ts$/,
  /\/layout-gate-velvet-guest\.test\.ts$/,
  /\/pages-390\.test\.ts$/,
  /\/vr-player\.test\.ts$/,
  /\/layout-gate-velvet-soft\.test\.ts$/,
  // The unit step's heaviest: the path coverage of the atlas, in two files, and the largest machines' model tests.
  /\/model\/paths(-live)?\.test\.ts$/,
  /\/model\/(player|messenger|messenger-chat)\.model\.test\.ts$/,
];

const rank = (file: TestSpecification) => {
  const at = HEAVIEST.findIndex((pattern) => pattern.test(file.moduleId));
  return at === -1 ? HEAVIEST.length : at;
};

export default class HeaviestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: Vitest's order within each rank.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
