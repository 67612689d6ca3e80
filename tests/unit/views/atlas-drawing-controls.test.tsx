// @vitest-environment jsdom
/**
 * The statechart drawing's controls: while a sandbox runs, each transition it can take now is a button
 * on its label — named by what it does, reached by Tab, operated by a click, Enter or Space — and the drawing is a
 * group of them instead of an image; the other labels stay plain. When the control goes with the state it left,
 * focus moves to the next control offered instead of falling to the page.
 */
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { atlasMachineData } from '../../../app/atlas/pages.ts';
import type { AtlasMachineData } from '../../../views/atlas/chart-types.ts';
import { StatechartDrawing } from '../../../views/atlas/StatechartDrawing.tsx';
import { mountedViews } from './mount.ts';

const ACCEPT = 'cookieConsent.visible --ACCEPT_CLICKED#0';
const REJECT = 'cookieConsent.visible --REJECT_CLICKED#0';
const SHOW = 'cookieConsent.hidden --xstate.after.BANNER_DELAY.cookieConsent.hidden#0';

let data: AtlasMachineData;
const { rerender, host } = mountedViews();

beforeAll(async () => {
  data = (await atlasMachineData('cookie-consent'))!;
});

function draw(operable: ReadonlyMap<string, { name: string }> | undefined, onOperate?: (id: string) => void) {
  const element = (
    // The drawing sits in the page's scrolling box, which takes focus when no control is left.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: as the page's scrolling box (AtlasMachinePage), reached by keyboard to scroll it.
    <section tabIndex={0} aria-label="box">
      <StatechartDrawing chart={data.chart} drawing={data.drawing} title="Cookie banner" operable={operable} onOperate={onOperate} />
    </section>
  );
  rerender(element);
}

const buttons = () => [...host().querySelectorAll<SVGGElement>('svg [role="button"]')];

describe('the statechart drawing with a sandbox running', () => {
  it('draws the offered transitions as named buttons on their labels, marks their arrows, and leaves the others plain', () => {
    const onOperate = vi.fn();
    draw(new Map([[ACCEPT, { name: 'Send ACCEPT_CLICKED' }]]), onOperate);
    const svg = host().querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('group');
    expect(buttons().map((b) => [b.getAttribute('aria-label'), b.getAttribute('tabindex'), b.dataset.transitionId, b.textContent])).toEqual([
      ['Send ACCEPT_CLICKED', '0', ACCEPT, 'Send ACCEPT_CLICKEDACCEPT_CLICKED'],
    ]);
    // The arrow from visible to dismissed draws both choices, one line each: ACCEPT_CLICKED's line is the control,
    // REJECT_CLICKED's stays plain text, hidden from screen readers with the rest of the picture.
    expect([...svg.querySelectorAll('.atlas-edge.is-operable')].map((edge) => edge.getAttribute('data-transitions'))).toEqual([
      `${ACCEPT} ${REJECT}`,
    ]);
    const label = svg.querySelector('.atlas-edge-label.is-operable')!;
    expect(
      [...label.querySelectorAll('text')].map((t) => [t.textContent, t.closest('[role="button"]') !== null, t.getAttribute('aria-hidden')]),
    ).toEqual([
      ['ACCEPT_CLICKED', true, null],
      ['REJECT_CLICKED', false, 'true'],
    ]);
    expect(svg.querySelectorAll('.atlas-edge-label.is-operable')).toHaveLength(1);
    expect(svg.querySelector('.atlas-edge:not(.is-operable)')).not.toBeNull();
  });

  it('operates a control by a click, Enter and Space, and no other key', () => {
    const onOperate = vi.fn();
    draw(new Map([[ACCEPT, { name: 'Send ACCEPT_CLICKED' }]]), onOperate);
    const [accept] = buttons();
    act(() => accept!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    for (const key of ['Enter', ' ', 'a', 'Tab']) {
      act(() => accept!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));
    }
    expect(onOperate.mock.calls).toEqual([[ACCEPT], [ACCEPT], [ACCEPT]]);
  });

  it('is an image with no control when nothing is offered or nobody listens', () => {
    for (const [operable, onOperate] of [
      [new Map(), () => {}],
      [new Map([[ACCEPT, { name: 'Send ACCEPT_CLICKED' }]]), undefined],
      [undefined, undefined],
    ] as const) {
      const html = renderToString(
        <StatechartDrawing chart={data.chart} drawing={data.drawing} title="Cookie banner" operable={operable} onOperate={onOperate} />,
      );
      expect(html).toContain('role="img"');
      expect(html).not.toContain('role="button"');
      expect(html).not.toContain('is-operable');
    }
  });

  it('moves focus to the next control offered when the operated one goes with its state, else to the scrolling box', () => {
    const next = new Map([
      [ACCEPT, { name: 'Send ACCEPT_CLICKED' }],
      [REJECT, { name: 'Send REJECT_CLICKED' }],
    ]);
    let offered: ReadonlyMap<string, { name: string }> = new Map([[SHOW, { name: 'Advance the clock 1000 ms to the next timer' }]]);
    const onOperate = () => {
      offered = offered.has(SHOW) ? next : new Map();
      draw(offered, onOperate);
    };
    draw(offered, onOperate);
    const [show] = buttons();
    show!.focus();
    expect(document.activeElement).toBe(show);
    act(() => show!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })));
    expect(
      buttons()
        .map((b) => b.dataset.transitionId)
        .sort(),
    ).toEqual([ACCEPT, REJECT].sort());
    expect(document.activeElement).toBe(buttons()[0]);
    act(() => buttons()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true })));
    expect(buttons()).toEqual([]);
    expect(document.activeElement).toBe(host().querySelector('section'));
  });
});
