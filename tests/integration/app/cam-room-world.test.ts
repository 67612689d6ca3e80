/**
 * The broadcast room composed as the route composes it (app/screen-machines/broadcast-room.ts), over a provider interface
 * backed by the simulator's world (backend/cams/world.ts) instead of the WebSocket: the room's operations and events
 * as the real provider answers them — enter, a private show accepted, the low balance, the show completed with its
 * compliment (the balance falls), a refusal for changed settings, the spy limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Backend } from '../../../backend/app.ts';
import { balanceOf } from '../../../backend/cams/billing.ts';
import { signCamToken } from '../../../backend/cams/cam-token.ts';
import { MINUTE, type SimCamWorld, createCamWorld } from '../../../backend/cams/world.ts';
import { CamRefusal } from '../../../backend/cams/world-api.ts';
import { userByEmail } from '../../../backend/repo/users.ts';
import { broadcastRoom } from '../../../app/screen-machines/broadcast-room.ts';
import type { CamChannelClient, CamEvent } from '../../../contracts/cam-channel.ts';
import { selectControls } from '../../../machines/broadcast-room.selectors.ts';
import { PROVIDER_SPY_LIMIT, SETTINGS_CHANGED_TITLE } from '../../../domain/cam-dialogs.ts';
import { onEachDatabase, setupTimeout } from '../backend/helpers.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

onEachDatabase((freshBackend) => {
  let backend: Backend;
  let world: SimCamWorld;

  beforeAll(async () => {
    backend = await freshBackend();
    backend.cams.setFrozen(true);
    world = createCamWorld({ db: backend.db, jwtKey: backend.ctx.jwtKey, startAt: Date.UTC(2026, 0, 10, 12), frozen: true });
  }, setupTimeout);
  afterAll(async () => {
    world.stop();
    await backend.close();
    await backend.db.close();
  });

  /** A provider interface over a world connection, signed in as a member. */
  async function channelOf(email: string): Promise<CamChannelClient> {
    const listeners = new Set<(e: CamEvent) => void>();
    const conn = world.connect((e) => {
      for (const l of listeners) l(e);
    });
    const user = await userByEmail(backend.db, email);
    await conn.call('auth.login', {
      token: await signCamToken(backend.ctx.jwtKey, { uuid: user?.uuid ?? '', name: email, generation: user?.cam_token_generation ?? 0 }, Date.now()),
    });
    return {
      request: (async (op: never, args: never) => {
        try {
          return { ok: true, result: await conn.call(op, args) };
        } catch (error) {
          return { ok: false, error: error instanceof CamRefusal ? error.message : 'unavailable' };
        }
      }) as CamChannelClient['request'],
      subscribe: (l) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      close: () => conn.close(),
    };
  }

  async function room(email: string, fits: (b: NonNullable<ReturnType<SimCamWorld['broadcast']>>) => boolean, move?: string) {
    const nickname = world
      .rooms({ tagCodes: [], categoryCodes: [], statuses: ['public'], limit: 100, offset: 0, showOffline: false, showHidden: false })
      .pageItems.map((r) => r.modelNickname)
      .find((n) => {
        const b = world.broadcast(n);
        return b !== null && fits(b);
      });
    if (!nickname) throw new Error('no public room fits');
    if (move) await world.force(nickname, move);
    const broadcast = world.broadcast(nickname);
    if (!broadcast) throw new Error('no broadcast');
    const channel = await channelOf(email);
    const facts = { signedIn: true, camAuthorised: true, signingIn: false, mayChat: true, balance: null, userName: email };
    const refreshes: string[] = [];
    const session = {
      getSnapshot: () => ({ context: { facts } }),
      subscribe: () => ({ unsubscribe: () => {} }),
      send: (e: { type: string }) => void refreshes.push(e.type),
    };
    const machine = broadcastRoom.provide({ camChannel: channel }, { navigate: () => {}, camSession: session });
    const actor = createActor(machine, {
      input: { slug: 'vr-cam-girls', nickname, restorePrivateShow: false, broadcast, profile: null, viewer: facts },
    }).start();
    await settle();
    return { actor, nickname, broadcast, refreshes };
  }

  describe('the broadcast room over the simulator', () => {
    it('a private show: accepted, low balance, completed, a compliment lowers the balance', async () => {
      const email = 'camshow@demo.test';
      await world.setBalance(email, 400);
      const { actor, nickname, broadcast, refreshes } = await room(
        email,
        (b) => b.privateModeTariff > 0 && b.privateModeTariff * b.privateModeMinDuration <= 200,
      );
      const snap = () => actor.getSnapshot();
      expect(snap().hasTag('live')).toBe(true);
      expect(selectControls(snap()).requestPrivate).toMatchObject({
        enabled: true,
        cost: broadcast.privateModeTariff * broadcast.privateModeMinDuration,
      });
      actor.send({ type: 'REQUEST_PRIVATE_CLICKED', voice: false });
      await settle();
      expect(snap().context.dialog).toBeNull();
      await world.force(nickname, 'accept');
      await settle();
      expect(snap().context.state).toBe('MY_PRIVATE_SHOW');
      for (let minute = 0; minute < 10 && snap().context.dialog?.kind !== 'lowBalance'; minute++) {
        await world.advance(MINUTE);
        await settle();
      }
      expect(snap().context.dialog).toMatchObject({ kind: 'lowBalance', mode: 'private' });
      actor.send({ type: 'DIALOG_CLOSED' });
      await world.setBalance(email, 300);
      await world.force(nickname, 'end-show');
      await settle();
      expect(snap().context.dialog).toEqual({ kind: 'showOver' });
      expect(snap().context.complementInfo.presetList.length).toBeGreaterThan(0);
      const uuid = (await userByEmail(backend.db, email))?.uuid ?? '';
      const before = await balanceOf(backend.db, uuid);
      actor.send({ type: 'COMPLIMENT_CLICKED' });
      await settle();
      expect(await balanceOf(backend.db, uuid)).toBeLessThan(before);
      expect(refreshes).toEqual(['BALANCE_REFRESH_REQUESTED']);
      expect(snap().context.dialog).toBeNull();

      await world.setBalance(email, 400);
      await settle();
      actor.send({ type: 'REQUEST_PRIVATE_CLICKED', voice: false });
      await settle();
      await world.force(nickname, 'refuse-settings');
      await settle();
      expect(snap().context.dialog).toMatchObject({ title: SETTINGS_CHANGED_TITLE });
      actor.stop();
    });

    it('spy: a second request within a minute is refused with the limit', async () => {
      const email = 'camspy@demo.test';
      await world.setBalance(email, 1000);
      // Spy mode watches another viewer's private show: the model is put in one (SPY_SHOW).
      const { actor } = await room(email, (b) => b.spyModeEnabled, 'status:SPY_SHOW');
      const snap = () => actor.getSnapshot();
      expect(selectControls(snap()).enterSpy).toMatchObject({ shown: true, enabled: true });
      actor.send({ type: 'ENTER_SPY_CLICKED' });
      await settle();
      expect(snap().context.dialog).toBeNull();
      expect(snap().context.permissions.canUseLeaveSpyShow).toBe(true);
      actor.send({ type: 'LEAVE_SPY_CLICKED' });
      await settle();
      expect(snap().context.permissions.canUseEnterSpyShow).toBe(true);

      await settle();
      actor.send({ type: 'ENTER_SPY_CLICKED' });
      await settle();
      expect(snap().context.dialog).toMatchObject({ title: 'Spy request error', text: PROVIDER_SPY_LIMIT });
      actor.stop();
    });
  });
});
