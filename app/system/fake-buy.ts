/**
 * The fake-buy social-proof pop-ups (spec 001 §2, §4 'Fake-buy pop-ups', §6) in the visit: the digest's config (root
 * data's chrome.fakeBuy), the visit's shuffle seed (the list's order, the same on server and client) and who is here.
 */
import { fakeBuyMachine } from '../../machines/fake-buy.machine.ts';
import { FAKE_BUY_DEFAULT_PAUSE, FAKE_BUY_DEFAULT_SHOW, FAKE_BUY_ENTRY_COUNT, canSeeFakeBuy } from '../../domain/fake-buy.ts';
import { defineVisitMachine } from './define.ts';
import { startingFacts } from './facts.ts';

export const fakeBuy = defineVisitMachine({
  id: 'fakeBuy',
  machine: fakeBuyMachine,
  provide: () => fakeBuyMachine,
  input: (root, request) => {
    const facts = startingFacts(root, request);
    const settings = root.chrome.fakeBuy;
    return {
      pauseMs: settings?.pauseMs ?? FAKE_BUY_DEFAULT_PAUSE * 1000,
      showMs: settings?.showMs ?? FAKE_BUY_DEFAULT_SHOW * 1000,
      enabled: settings !== null,
      links: settings?.links ?? false,
      seed: root.visitSeed,
      count: FAKE_BUY_ENTRY_COUNT,
      allowed: canSeeFakeBuy(facts.flags, facts.verifiedView),
    };
  },
});
