/**
 * One model bot's broadcast: its phase (PUBLIC, AWAY, in a PRIVATE show, OFFLINE) and its pulse, the timer on the
 * simulator's clock at which the bot may drift, chat or move on its own. The phase is the machine's state; every
 * change of it runs, in order, the effects the rooms see: a show ends when the bot leaves PRIVATE, pending requests
 * are refused when it leaves PUBLIC, the messenger hears of going offline or back, a show is invented when it goes
 * PRIVATE by itself, and the rooms are told. The world (bots.ts) provides those effects and the pulse's random delays;
 * its `enter` action writes the phase the rest of the world reads, so effects that follow see the new one.
 *
 * Events: MOVED (a forced status, or the move a pulse chose), PULSED (the pulse's roll, sent by the queued pulse work
 * unless it drew nothing to do), SHOW_STARTED (a member's request was accepted), SHOW_ENDED (the show ended for
 * another reason than a move). A busy bot (requests, a show or spies) never leaves PUBLIC by itself.
 */
import { raise, setup } from 'xstate';
import type { StateChangeReason } from '../../contracts/cam-provider.ts';

export type Phase = 'PUBLIC' | 'AWAY' | 'PRIVATE' | 'OFFLINE';

export type BotEvent =
  | { type: 'MOVED'; phase: Phase; reason: StateChangeReason }
  | { type: 'PULSED'; roll: number; busy: boolean }
  | { type: 'SHOW_STARTED' }
  | { type: 'SHOW_ENDED'; reason: StateChangeReason };

/** The pulse's random moves (out of 1): from PUBLIC when not busy, from AWAY, from OFFLINE. */
export const WANDER = {
  public: { away: 0.12, private: 0.2, offline: 0.27, text: 0.5 },
  away: { public: 0.5, offline: 0.6 },
  offline: { public: 0.35 },
} as const;

const STOPPED: StateChangeReason = 'BROADCAST_STOPPED_BY_MODEL';
const BY_MODEL: StateChangeReason = 'PRIVATE_SHOW_DISABLED_BY_MODEL';
const to = (phase: Phase) => ({ type: 'to', params: { phase } }) as const;
const enter = (phase: Phase) => ({ type: 'enter', params: { phase } }) as const;
const presence = (online: boolean) => ({ type: 'presence', params: { online } }) as const;
const announce = {
  type: 'announce',
  params: ({ event }: { event: BotEvent }) => ({ reason: event.type === 'MOVED' ? event.reason : 'NONE' }),
} as const;
const endShow = (reason: StateChangeReason) => ({ type: 'endShow', params: { reason } }) as const;

export const botMachine = setup({
  types: {
    input: {} as { phase: Phase },
    context: {} as { start: Phase },
    events: {} as BotEvent,
  },
  actions: {
    /** Refuses every pending private request (MODEL_BUSY). */
    refusePendings: () => {},
    /** Tells the messenger the model went offline or came back. */
    presence: (_, _params: { online: boolean }) => {},
    /** Writes the phase the world reads (the machine's state, before the effects that follow). */
    enter: (_, _params: { phase: Phase }) => {},
    /** Invents a show with somebody nobody sees (the bot went PRIVATE by itself). */
    inventShow: () => {},
    /** Tells the rooms: each tab's state (with the reason), permissions, stream, and the viewer count. */
    announce: (_, _params: { reason: StateChangeReason }) => {},
    /** Ends the show: its spies, the viewer's completion, the phase back to PUBLIC, the rooms told. */
    endShow: (_, _params: { reason: StateChangeReason }) => {},
    newText: () => {},
    /** Back online with a fresh audience. */
    comeBack: () => {},
    /** In a show with an invented viewer and no end planned: the model plans one. */
    planEnd: () => {},
    /** The pulse fell due: unless frozen, the world queues its work (drift, chat, a roll). */
    pulse: () => {},
  },
  guards: {
    startsIn: ({ context }, params: { phase: Phase }) => context.start === params.phase,
    to: ({ event }, params: { phase: Phase }) => event.type === 'MOVED' && event.phase === params.phase,
    /** The roll is below `roll` and the bot has nobody waiting, watching or spying. */
    idleBelow: ({ event }, params: { roll: number }) => event.type === 'PULSED' && !event.busy && event.roll < params.roll,
    below: ({ event }, params: { roll: number }) => event.type === 'PULSED' && event.roll < params.roll,
  },
  // The world draws both at random (2–30 s, then 10–40 s); these are the model tests'.
  delays: { firstBeat: 2000, nextBeat: 10_000 },
}).createMachine({
  id: 'camBot',
  description: 'A model bot of the simulated cam provider: its broadcast phase and its own moves on the simulated clock.',
  type: 'parallel',
  context: ({ input }) => ({ start: input.phase }),
  states: {
    phase: {
      initial: 'starting',
      states: {
        starting: {
          always: [
            { guard: { type: 'startsIn', params: { phase: 'PUBLIC' } }, target: 'public' },
            { guard: { type: 'startsIn', params: { phase: 'AWAY' } }, target: 'away' },
            { guard: { type: 'startsIn', params: { phase: 'PRIVATE' } }, target: 'private' },
            { target: 'offline' },
          ],
        },
        public: {
          on: {
            MOVED: [
              { guard: to('AWAY'), target: 'away', actions: ['refusePendings', enter('AWAY'), announce] },
              { guard: to('PRIVATE'), target: 'private', actions: ['refusePendings', enter('PRIVATE'), 'inventShow', announce] },
              { guard: to('OFFLINE'), target: 'offline', actions: ['refusePendings', presence(false), enter('OFFLINE'), announce] },
            ],
            SHOW_STARTED: { target: 'private', actions: enter('PRIVATE') },
            PULSED: [
              {
                guard: { type: 'idleBelow', params: { roll: WANDER.public.away } },
                actions: raise({ type: 'MOVED', phase: 'AWAY', reason: 'NONE' }),
              },
              {
                guard: { type: 'idleBelow', params: { roll: WANDER.public.private } },
                actions: raise({ type: 'MOVED', phase: 'PRIVATE', reason: 'NONE' }),
              },
              {
                guard: { type: 'idleBelow', params: { roll: WANDER.public.offline } },
                actions: raise({ type: 'MOVED', phase: 'OFFLINE', reason: STOPPED }),
              },
              { guard: { type: 'idleBelow', params: { roll: WANDER.public.text } }, actions: 'newText' },
            ],
          },
        },
        away: {
          on: {
            MOVED: [
              { guard: to('PUBLIC'), target: 'public', actions: [enter('PUBLIC'), announce] },
              { guard: to('PRIVATE'), target: 'private', actions: [enter('PRIVATE'), 'inventShow', announce] },
              { guard: to('OFFLINE'), target: 'offline', actions: [presence(false), enter('OFFLINE'), announce] },
            ],
            PULSED: [
              { guard: { type: 'below', params: { roll: WANDER.away.public } }, actions: raise({ type: 'MOVED', phase: 'PUBLIC', reason: 'NONE' }) },
              {
                guard: { type: 'below', params: { roll: WANDER.away.offline } },
                actions: raise({ type: 'MOVED', phase: 'OFFLINE', reason: STOPPED }),
              },
            ],
          },
        },
        private: {
          on: {
            MOVED: [
              { guard: to('PUBLIC'), target: 'public', actions: [endShow(BY_MODEL), announce] },
              { guard: to('AWAY'), target: 'away', actions: [endShow(BY_MODEL), enter('AWAY'), announce] },
              { guard: to('OFFLINE'), target: 'offline', actions: [endShow(BY_MODEL), presence(false), enter('OFFLINE'), announce] },
            ],
            SHOW_ENDED: { target: 'public', actions: { type: 'endShow', params: ({ event }) => ({ reason: event.reason }) } },
            PULSED: { actions: 'planEnd' },
          },
        },
        offline: {
          on: {
            MOVED: [
              { guard: to('PUBLIC'), target: 'public', actions: [presence(true), enter('PUBLIC'), announce] },
              { guard: to('AWAY'), target: 'away', actions: [presence(true), enter('AWAY'), announce] },
              { guard: to('PRIVATE'), target: 'private', actions: [presence(true), enter('PRIVATE'), 'inventShow', announce] },
            ],
            PULSED: {
              guard: { type: 'below', params: { roll: WANDER.offline.public } },
              actions: ['comeBack', raise({ type: 'MOVED', phase: 'PUBLIC', reason: 'NONE' })],
            },
          },
        },
      },
    },
    pulse: {
      initial: 'starting',
      states: {
        starting: { after: { firstBeat: { target: 'beating', actions: 'pulse' } } },
        beating: { after: { nextBeat: { target: 'beating', reenter: true, actions: 'pulse' } } },
      },
    },
  },
});
