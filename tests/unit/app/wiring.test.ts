/**
 * Every declared event has a sender (DESIGN 'Composition'): for each machine the app composes (the visit's
 * registry and the routes' screen machines), every event its chart handles — other than XState's own actor and
 * delay events — is sent somewhere in app/, views/ or another machine (`type: 'EVENT'`). Coverage of a graph
 * says the chart is right; this says it is wired.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { visitMachines } from '../../../app/system/registry.ts';
import { downloadMachine } from '../../../machines/download.machine.ts';
import { videoPanelMachine } from '../../../machines/video-panel.machine.ts';
import { aiMaskPopupMachine } from '../../../machines/ai-mask-popup.machine.ts';
import { billerChoiceMachine } from '../../../machines/biller-choice.machine.ts';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { joinNowMachine } from '../../../machines/join-now.machine.ts';
import { paymentReturnMachine } from '../../../machines/payment-return.machine.ts';
import { memberPlusOfferMachine } from '../../../machines/member-plus-offer.machine.ts';
import { dealCardsMachine } from '../../../machines/deal-cards.machine.ts';
import { broadcastRoomMachine } from '../../../machines/broadcast-room.machine.ts';
import { camListMachine } from '../../../machines/cam-list.machine.ts';
import { composerMachine } from '../../../machines/composer.machine.ts';
import { roomChatMachine } from '../../../machines/room-chat.machine.ts';
import { tipMachine } from '../../../machines/tip.machine.ts';
import { membershipCancelMachine } from '../../../machines/membership-cancel.machine.ts';
import { easyCancelMachine } from '../../../machines/easy-cancel.machine.ts';
import { upgradeSubscriptionMachine } from '../../../machines/upgrade-subscription.machine.ts';
import { messengerChatMachine } from '../../../machines/messenger-chat.machine.ts';
import { messengerPanelMachine } from '../../../machines/messenger-panel.machine.ts';

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

const composed = [
  ...visitMachines.map((m) => ({ id: m.id, machine: m.machine })),
  { id: 'videoPanel', machine: videoPanelMachine },
  { id: 'download', machine: downloadMachine },
  { id: 'aiMaskPopup', machine: aiMaskPopupMachine },
  { id: 'joinNow', machine: joinNowMachine },
  { id: 'checkout', machine: checkoutMachine },
  { id: 'billerChoice', machine: billerChoiceMachine },
  { id: 'paymentReturn', machine: paymentReturnMachine },
  { id: 'memberPlusOffer', machine: memberPlusOfferMachine },
  { id: 'dealCards', machine: dealCardsMachine },
  { id: 'broadcastRoom', machine: broadcastRoomMachine },
  { id: 'camList', machine: camListMachine },
  { id: 'tip', machine: tipMachine },
  { id: 'roomChat', machine: roomChatMachine },
  { id: 'composer', machine: composerMachine },
  { id: 'membershipCancel', machine: membershipCancelMachine },
  { id: 'easyCancel', machine: easyCancelMachine },
  { id: 'upgradeSubscription', machine: upgradeSubscriptionMachine },
  { id: 'messengerPanel', machine: messengerPanelMachine },
  { id: 'messengerChat', machine: messengerChatMachine },
];

describe('wiring of the composed machines', () => {
  for (const { id, machine } of composed) {
    const ownFile = `machines/${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.machine.ts`;
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
      const ownFile = `machines/${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.machine.ts`;
      expect(
        sources.some(({ path }) => path === ownFile),
        ownFile,
      ).toBe(true);
    }
  });
});
