/**
 * The machine atlas (app/atlas/registry.ts) is complete and true to its machines: every `machines/*.machine.ts`
 * has an entry (and every entry a file, defining that machine), each entry's events are events its machine
 * accepts, every event the machine accepts has an example (so the sandbox can send it and the graph can take it),
 * every delay and fake actor it names is one the machine has, and the entries are the machines the app composes
 * (app/machines.ts, from the visit's and the screens' registries), each with the lifetime it has there: a machine file
 * that no registry composes fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { acceptedEventTypes, eventsAt, sandbox } from '../../app/atlas/define.ts';
import { FakeActors } from '../../app/atlas/fakes.ts';
import { atlas, atlasEntry } from '../../app/atlas/registry.ts';
import { appMachines, fileStemOf } from '../../app/machines.ts';

const machinesDir = new URL('../../machines/', import.meta.url);
const machineFiles = readdirSync(machinesDir)
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.slice(0, -'.machine.ts'.length))
  .sort();

/** Every example the entry offers: its events, and those offered in the start snapshot of each input. */
function examples(id: string) {
  const entry = atlasEntry(id);
  const offered = Object.values(entry.inputs).flatMap((input) => {
    const actor = createActor(sandbox(entry, new FakeActors()), { input });
    return eventsAt(entry, actor.getSnapshot());
  });
  return [...entry.events, ...offered];
}

describe('machine atlas', () => {
  it('has an entry for every machine file, and a file for every entry', () => {
    expect(machineFiles.length).toBeGreaterThan(0);
    expect(atlas.map((entry) => entry.id).sort()).toEqual(machineFiles);
  });

  it.each(atlas.map((entry) => [entry.id]))('%s: the entry is the machine its file defines', (id) => {
    const { machine } = atlasEntry(id);
    expect(readFileSync(new URL(`${id}.machine.ts`, machinesDir), 'utf8')).toContain(`id: '${machine.id}'`);
  });

  it.each(atlas.map((entry) => [entry.id]))('%s: describes itself and has inputs to start from', (id) => {
    const entry = atlasEntry(id);
    expect(entry.title.trim()).not.toBe('');
    expect(entry.description.trim()).not.toBe('');
    expect(entry.spec.length).toBeGreaterThan(0);
    expect(Object.keys(entry.inputs).length).toBeGreaterThan(0);
  });

  it.each(atlas.map((entry) => [entry.id]))('%s: its events are events the machine accepts, and every accepted one has an example', (id) => {
    const entry = atlasEntry(id);
    const accepted = acceptedEventTypes(entry.machine);
    const listed = new Set(examples(id).map((event) => event.type));
    expect([...listed].filter((type) => !accepted.has(type))).toEqual([]);
    // Delays are the simulated clock's, not events anyone sends.
    expect([...accepted].filter((type) => !type.startsWith('xstate.after.') && !listed.has(type))).toEqual([]);
  });

  it.each(atlas.map((entry) => [entry.id]))('%s: its delays are the delays of its timed transitions, its fakes actors it invokes', (id) => {
    const entry = atlasEntry(id);
    const accepted = [...acceptedEventTypes(entry.machine)];
    const delays = new Set(accepted.filter((type) => type.startsWith('xstate.after.')).map((type) => type.split('.')[2]));
    expect(Object.keys(entry.delays).sort()).toEqual([...delays].sort());
    for (const name of entry.fakeActors) expect(accepted).toContain(`xstate.done.actor.${name}`);
  });

  it.each(atlas.map((entry) => [entry.id]))('%s: starts in the sandbox from every input, with no adapter', (id) => {
    const entry = atlasEntry(id);
    for (const input of Object.values(entry.inputs)) {
      const actor = createActor(sandbox(entry, new FakeActors()), { input }).start();
      expect(actor.getSnapshot().status).toBe('active');
      actor.stop();
    }
  });

  it("lists the machines the app composes (app/machines.ts: the visit, its registry, the screens' registry, their children) and only those, each with the lifetime it has there", () => {
    const composed = appMachines.map((m) => ({ id: fileStemOf(m.id), lifetime: m.lifetime }));
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect(atlas.map((entry) => ({ id: entry.id, lifetime: entry.lifetime })).sort(byId)).toEqual(composed.sort(byId));
    // The entry runs the very machine the app composes (the root is built anew from the same registry).
    for (const m of appMachines.filter((m) => m.lifetime !== 'root')) expect(atlasEntry(fileStemOf(m.id)).machine, m.id).toBe(m.machine);
  });
});
