/** The visit's root actor: its children are the long-lived machines, started and stopped with it. */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type VisitInput, visitMachine } from '../../machines/visit.machine.ts';

const input: VisitInput = {
  session: { atoken: null, rtoken: null, user: null, verifiedView: true, logoutRedirectLink: '/' },
  cookieConsent: { choice: null, fromApp: false },
  ageSplash: { agreed: false, path: '/' },
  cardPreview: { enabled: true },
};

describe('visit machine', () => {
  it('has its children, with their initial snapshots, before it starts (server render)', () => {
    const visit = createActor(visitMachine, { input });
    const { session, cookieConsent, ageSplash, cardPreview } = visit.getSnapshot().children;
    expect(session?.getSnapshot().hasTag('guest')).toBe(true);
    expect(ageSplash?.getSnapshot().hasTag('visible')).toBe(true);
    expect(cookieConsent?.getSnapshot().hasTag('visible')).toBe(false);
    expect(cardPreview?.getSnapshot().context.activeId).toBeNull();
  });

  it('runs the children on the visit clock and stops them with the visit', () => {
    const clock = new SimulatedClock();
    const visit = createActor(visitMachine, { input, clock }).start();
    const consent = visit.getSnapshot().children.cookieConsent;
    clock.increment(999);
    expect(consent?.getSnapshot().hasTag('visible')).toBe(false);
    clock.increment(1);
    expect(consent?.getSnapshot().hasTag('visible')).toBe(true);
    visit.stop();
    expect(consent?.getSnapshot().status).toBe('stopped');
  });

  it('gives each child its own starting facts', () => {
    const visit = createActor(visitMachine, { input: { ...input, ageSplash: { agreed: true, path: '/' }, cookieConsent: { choice: null, fromApp: true } } });
    expect(visit.getSnapshot().children.ageSplash?.getSnapshot().hasTag('visible')).toBe(false);
    expect(visit.getSnapshot().children.cookieConsent?.getSnapshot().value).toBe('dismissed');
  });
});
