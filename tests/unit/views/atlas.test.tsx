/**
 * The atlas's views: the drawing names every state node by its id and highlights the active ones (what a
 * live inspection passes); the machine page lists the same states and transitions for screen readers, shows the
 * spec sections descriptions name and offers the JSON; the index lists every machine with its coverage.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { atlasIndexData, atlasMachineData } from '../../../app/atlas/pages.ts';
import { atlas } from '../../../app/atlas/registry.ts';
import { AtlasIndexPage } from '../../../views/atlas/AtlasIndexPage.tsx';
import { AtlasMachinePage } from '../../../views/atlas/AtlasMachinePage.tsx';
import { StatechartDrawing, pathOf } from '../../../views/atlas/StatechartDrawing.tsx';

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('StatechartDrawing', () => {
  it('gives every state node its id, and highlights the active ones only', async () => {
    const data = (await atlasMachineData('session'))!;
    const active = new Set(['session', 'session.settled', 'session.settled.status', 'session.settled.status.guest']);
    const html = renderToString(<StatechartDrawing chart={data.chart} drawing={data.drawing} title="Session" active={active} />);
    for (const state of data.chart.states) expect(html).toContain(`data-state-id="${state.id}"`);
    const highlighted = [...html.matchAll(/<g class="([^"]*)" data-state-id="([^"]+)"/g)].filter((m) => m[1]?.includes('is-active')).map((m) => m[2]);
    expect(highlighted.sort()).toEqual([...active].sort());
    expect(html).toContain('role="img"');
    expect(html).toContain('atlas-state--region');
    expect(html).toContain('after TOKEN_CHECK');
  });

  it('rounds the bends of a route', () => {
    expect(
      pathOf([
        { x: 0, y: 0 },
        { x: 0, y: 20 },
        { x: 30, y: 20 },
      ]),
    ).toBe('M0 0 L0 15 Q0 20 5 20 L30 20');
  });
});

describe('atlas pages', () => {
  it('the index lists every machine of the registry by area, with its coverage', () => {
    const html = decode(renderToString(<AtlasIndexPage data={atlasIndexData()} />));
    for (const entry of atlas) {
      expect(html).toContain(`href="/_atlas/${entry.id}/"`);
      expect(html).toContain(entry.title);
    }
    expect(html).toContain('27/27 (100 %)');
  });

  it("a machine's page lists its states and transitions, the spec sections they name, and its JSON for download", async () => {
    const data = (await atlasMachineData('session'))!;
    const html = decode(renderToString(<AtlasMachinePage data={data} scale={1} onScale={() => {}} />));
    for (const state of data.chart.states) expect(html).toContain(`<code>${state.id}</code>`);
    for (const t of data.chart.transitions) expect(html).toContain(`data-transition-id="${t.id}"`);
    expect(html).toContain("000 §4 'Session start'");
    expect(html).toContain('download="session.json"');
    expect(html).toContain('href="data:application/json;charset=utf-8,');
    expect(JSON.parse(data.json.config)).toMatchObject({ id: 'session', initial: 'starting' });
    expect(JSON.parse(data.json.definition)).toMatchObject({ id: 'session', type: 'compound' });
  });

  it('has no page for a machine the registry does not know', async () => {
    expect(await atlasMachineData('no-such-machine')).toBeNull();
  });
});
