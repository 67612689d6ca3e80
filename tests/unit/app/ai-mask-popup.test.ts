/**
 * The AI-mask pop-up as the visit composes it (spec 000 §2.4, §7 GET /aima{secret}): its settings are asked with the
 * configured suffix, it opens after their delay, and once closed it is not asked for or shown again in this browser
 * session (a session flag); where session storage is denied it still works, only without the memory.
 */
import { SimulatedClock, createActor, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aiMaskPopup } from '../../../app/screen-machines/ai-mask-popup.ts';
import type { AiMaskPopup } from '../../../contracts/ai-mask.ts';

const settings: AiMaskPopup = {
  isActive: true,
  title: 'AI Engine',
  text: 'In your room.',
  video: null,
  buttonText: 'Try AR Videos',
  buttonLink: '/try-ar/',
  delaySeconds: 2,
  position: 'center center',
  persistent: false,
};

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) } as unknown as Storage;
};

afterEach(() => vi.unstubAllGlobals());

describe('the AI-mask pop-up in a visit', () => {
  const compose = () => {
    const asked: string[] = [];
    const content = {
      addVideoView: async () => true,
      aiMaskPopup: async (secret: string) => {
        asked.push(secret);
        return settings;
      },
    };
    const machine = aiMaskPopup.provide({ content, config: { aiMaskSecret: 's3cr3t' } });
    const start = () => {
      const clock = new SimulatedClock();
      return { popup: createActor(machine, { clock }).start(), clock };
    };
    return { asked, start };
  };

  it('asks with the configured suffix, opens after the delay, and not again in this session once closed', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const { asked, start } = compose();
    const first = start();
    await waitFor(first.popup, (s) => s.matches('waiting'));
    first.clock.increment(2000);
    expect(first.popup.getSnapshot().hasTag('open')).toBe(true);
    first.popup.send({ type: 'CLOSED' });
    const second = start();
    await waitFor(second.popup, (s) => s.status === 'done');
    expect(asked).toEqual(['s3cr3t']);
  });

  it('still opens where session storage is denied', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const { start } = compose();
    const { popup, clock } = start();
    await waitFor(popup, (s) => s.matches('waiting'));
    clock.increment(2000);
    expect(popup.getSnapshot().hasTag('open')).toBe(true);
    popup.send({ type: 'FOLLOWED' });
    expect(popup.getSnapshot().status).toBe('done');
  });
});
