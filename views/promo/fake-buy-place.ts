/**
 * Where a fake-buy pop-up may show, so that it never covers a control of the page: in its own corner (bottom-left on
 * desktop, above the bottom menu on phones), else the opposite corner, else lifted up one side or the other in steps
 * within the lower half of the viewport, else not this time. A control is covered when its centre is under the
 * pop-up, the point a click on it aims at; the controls are the links, buttons and fields of the page's header and
 * main content that are visible now.
 */
export type FakeBuySide = 'start' | 'end';
/** A side and how far above its resting place (px), or null: nowhere clear. */
export type FakeBuyPlace = { side: FakeBuySide; lift: number } | null;

type Box = { left: number; right: number; top: number; bottom: number };

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]';
/** The steps a pop-up is lifted by, and the room kept around it (its entrance slides it a few pixels). */
const LIFT_STEP = 8;
const MARGIN = 4;

const centresUnder = (box: Box, centres: readonly { x: number; y: number }[]) =>
  centres.some(({ x, y }) => x >= box.left - MARGIN && x <= box.right + MARGIN && y >= box.top - MARGIN && y <= box.bottom + MARGIN);

/** The place for a pop-up whose card is `card`, now shown at `now` (its side's mirror image is the other side). */
export function fakeBuyPlace(card: Element, now: { side: FakeBuySide; lift: number }, doc: Document = card.ownerDocument): FakeBuyPlace {
  const rect = card.getBoundingClientRect();
  const width = doc.documentElement.clientWidth;
  const height = doc.documentElement.clientHeight;
  const resting = { left: rect.left, right: rect.right, top: rect.top + now.lift, bottom: rect.bottom + now.lift };
  const mirrored = { ...resting, left: width - resting.right, right: width - resting.left };
  const at: Record<FakeBuySide, Box> = now.side === 'start' ? { start: resting, end: mirrored } : { start: mirrored, end: resting };
  const centres = Array.from(doc.querySelectorAll('header.site-header, main'))
    .flatMap((part) => Array.from(part.querySelectorAll(CONTROLS)))
    .filter((el) => !el.closest('.fake-buy') && (el.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 }));
  for (let lift = 0; resting.top - lift >= height / 2; lift += LIFT_STEP)
    for (const side of ['start', 'end'] as const) {
      const box = at[side];
      if (!centresUnder({ ...box, top: box.top - lift, bottom: box.bottom - lift }, centres)) return { side, lift };
    }
  return null;
}
