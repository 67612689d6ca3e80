/**
 * Where a fake-buy pop-up may show, so that it never covers a control of the page: in its own corner (bottom-left on
 * desktop, above the bottom menu on phones), else the opposite corner, else lifted up one side or the other in steps
 * within the lower half of the viewport, else not this time. A control is covered when its centre is under the
 * pop-up, the point a click on it aims at; the controls are the links, buttons and fields of the page's header and
 * main content that are visible now. When the page moves under a pop-up that shows (a bar or an image comes in above),
 * it stays where it is while that covers nothing, else goes to a clear place no higher than where it came, else hides
 * for the rest of its turn (`keptClear`).
 */
export type FakeBuySide = 'start' | 'end';
/** A side and how far above its resting place (px), or null: nowhere clear. */
export type FakeBuyPlace = { side: FakeBuySide; lift: number } | null;

type Box = { left: number; right: number; top: number; bottom: number };

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"]';
/** The steps a pop-up is lifted by, and the room kept around it. */
const LIFT_STEP = 8;
const MARGIN = 4;

const centresUnder = (box: Box, centres: readonly { x: number; y: number }[]) =>
  centres.some(({ x, y }) => x >= box.left - MARGIN && x <= box.right + MARGIN && y >= box.top - MARGIN && y <= box.bottom + MARGIN);

/** How far below its place a card starts its entrance (fake-buy.css `fake-buy-in`). */
const ENTRANCE_SLIDE = 8;

/**
 * What a card covers from its arrival on: its slot's box (the fixed element it fills, where it rests) and the
 * ENTRANCE_SLIDE below it that it rises from. Its own box moves with the entrance: measured on arrival it was 8 px low,
 * and a control just above came under it once it had risen (the layout gate at 390 px on /); measured at rest, a
 * control just below was under it while it rose (on /join-now/).
 */
function sweptBox(card: Element): Box {
  const rest = (card.parentElement ?? card).getBoundingClientRect();
  return { left: rest.left, right: rest.right, top: rest.top, bottom: rest.bottom + ENTRANCE_SLIDE };
}

/** The controls' centres a pop-up must leave clear. */
const controlCentres = (doc: Document) =>
  Array.from(doc.querySelectorAll('header.site-header, main'))
    .flatMap((part) => Array.from(part.querySelectorAll(CONTROLS)))
    .filter((el) => !el.closest('.fake-buy') && (el.checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 }));

/**
 * The place a pop-up's slot is drawn at now, read from the slot itself (its data-place and --fake-buy-lift), not from
 * state that may be ahead of what is drawn: the card's rectangle is measured where that place put it.
 */
export function drawnPlace(slot: HTMLElement): FakeBuyPlace {
  const side = slot.dataset.place;
  if (side !== 'start' && side !== 'end') return null;
  return { side, lift: Number.parseFloat(slot.style.getPropertyValue('--fake-buy-lift')) || 0 };
}

/**
 * The place for a pop-up whose card is `card`, drawn at `now` (its side's mirror image is the other side), lifted no
 * more than `maxLift`.
 */
export function fakeBuyPlace(
  card: Element,
  now: { side: FakeBuySide; lift: number },
  maxLift = Number.POSITIVE_INFINITY,
  doc: Document = card.ownerDocument,
): FakeBuyPlace {
  const rect = sweptBox(card);
  const width = doc.documentElement.clientWidth;
  const height = doc.documentElement.clientHeight;
  const resting = { left: rect.left, right: rect.right, top: rect.top + now.lift, bottom: rect.bottom + now.lift };
  const mirrored = { ...resting, left: width - resting.right, right: width - resting.left };
  const at: Record<FakeBuySide, Box> = now.side === 'start' ? { start: resting, end: mirrored } : { start: mirrored, end: resting };
  const centres = controlCentres(doc);
  for (let lift = 0; resting.top - lift >= height / 2 && lift <= maxLift; lift += LIFT_STEP)
    for (const side of ['start', 'end'] as const) {
      const box = at[side];
      if (!centresUnder({ ...box, top: box.top - lift, bottom: box.bottom - lift }, centres)) return { side, lift };
    }
  return null;
}

/**
 * After the page moved under a pop-up drawn at `now`: the same place while it covers no control, else the clear place
 * no higher than that, else none (it sits the rest of its turn out, as it does once hidden).
 */
export function keptClear(card: Element, now: FakeBuyPlace): FakeBuyPlace {
  if (!now) return null;
  const rect = sweptBox(card);
  return centresUnder(rect, controlCentres(card.ownerDocument)) ? fakeBuyPlace(card, now, now.lift) : now;
}
