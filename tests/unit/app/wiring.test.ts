/**
 * Every declared event has a sender (DESIGN 'Composition'): for each machine the app composes (app/machines.ts: the
 * visit's root, the visit's registry, the screens' registry and their children), every event its chart handles — other than XState's own actor and
 * delay events — is sent somewhere in app/, views/ or another machine (`type: 'EVENT'`). Coverage of a graph
 * says the chart is right; this says it is wired.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMachines, fileStemOf } from '../../../app/machines.ts';

const root = resolve(import.meta.dirname, '../../..');
const sourcesOf = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(root, dir, name);
    if (statSync(path).isDirectory()) return sourcesOf(relative(root, path));
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
// The atlas lists every event of every machine as an example for its graph, which says nothing of who sends it.
const sources = ['app', 'views', 'machines', 'domain']
  .flatMap(sourcesOf)
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))
  .filter(({ path }) => !path.startsWith('app/atlas/'));

const composed = appMachines.map(({ id, machine }) => ({ id, machine }));

describe('wiring of the composed machines', () => {
  for (const { id, machine } of composed) {
    const ownFile = `machines/${fileStemOf(id)}.machine.ts`;
    const declared = machine.events.filter((type) => !type.startsWith('xstate.') && type !== '*');
    it(`${id}: every event it handles is sent by the app, a view or another machine`, () => {
      // A machine's own file counts only where it raises the event to itself.
      const sends = (type: string, path: string, text: string) =>
        path === ownFile ? new RegExp(`raise\\(\\{ type: '${type}'`).test(text) : new RegExp(`type: '${type}'`).test(text);
      const unsent = declared.filter((type) => !sources.some(({ path, text }) => sends(type, path, text)));
      expect(unsent, `events of ${id} nobody sends`).toEqual([]);
    });
  }

  it('finds the machine files it excludes as their own senders', () => {
    for (const { id } of composed) {
      const ownFile = `machines/${fileStemOf(id)}.machine.ts`;
      expect(
        sources.some(({ path }) => path === ownFile),
        ownFile,
      ).toBe(true);
    }
  });
});
