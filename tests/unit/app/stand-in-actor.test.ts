/**
 * The stand-in a view holds for a machine started with the page until XState has come (app/system/stand-in-actor.ts):
 * what is sent before reaches the machine in order, who listened before hears the machine, and the first send asks for
 * the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, emit, setup } from 'xstate';
import { standInActor } from '../../../app/system/stand-in-actor.ts';

const counter = setup({
  types: { context: {} as { seen: string[] }, events: {} as { type: 'ADD'; word: string }, emitted: {} as { type: 'ADDED'; word: string } },
}).createMachine({
  context: { seen: [] },
  on: {
    ADD: {
      actions: [
        ({ context, event }) => {
          context.seen = [...context.seen, event.word];
        },
        emit(({ event }) => ({ type: 'ADDED' as const, word: event.word })),
      ],
    },
  },
});

describe('a stand-in actor', () => {
  it('answers the first snapshot, keeps what is sent and asks for the machine once per send', () => {
    let asked = 0;
    const standIn = standInActor({ context: { seen: [] } }, () => asked++);
    standIn.send({ type: 'ADD', word: 'one' });
    standIn.send({ type: 'ADD', word: 'two' });
    expect(asked).toBe(2);
    expect(standIn.getSnapshot()).toEqual({ context: { seen: [] } });
    expect(standIn.actor()).toBeUndefined();
  });

  it('hands what was sent, in order, and who listened to the machine once it is there; then it is only its way through', () => {
    const standIn = standInActor({ context: { seen: [] } }, () => {});
    const snapshots: string[][] = [];
    const emitted: string[] = [];
    standIn.subscribe((snapshot) => snapshots.push((snapshot as { context: { seen: string[] } }).context.seen));
    standIn.on('ADDED', (event) => emitted.push((event as unknown as { word: string }).word));
    standIn.send({ type: 'ADD', word: 'one' });
    standIn.send({ type: 'ADD', word: 'two' });
    const actor = createActor(counter);
    standIn.take(actor);
    actor.start();
    expect(actor.getSnapshot().context.seen).toEqual(['one', 'two']);
    expect(emitted).toEqual(['one', 'two']);
    standIn.send({ type: 'ADD', word: 'three' });
    expect(standIn.getSnapshot()).toBe(actor.getSnapshot());
    expect(snapshots.at(-1)).toEqual(['one', 'two', 'three']);
    expect(emitted).toEqual(['one', 'two', 'three']);
    expect(standIn.actor()).toBe(actor);
  });

  it('a listener gone before the machine came never hears it', () => {
    const standIn = standInActor({ context: { seen: [] } }, () => {});
    const heard: unknown[] = [];
    const subscription = standIn.subscribe((snapshot) => heard.push(snapshot));
    subscription.unsubscribe();
    const actor = createActor(counter).start();
    standIn.take(actor);
    standIn.send({ type: 'ADD', word: 'one' });
    expect(heard).toEqual([]);
  });
});
