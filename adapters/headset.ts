/**
 * The browser's headset services for the VR player: whether an immersive-vr WebXR session is offered,
 * starting one, and the comfort settings kept on this device (localStorage, parsed with their contract: a bad or
 * missing entry gives the defaults and is logged). Never on the server.
 */
import { Comfort } from '../contracts/player-settings.ts';
import { consoleLogger, type Logger } from './log.ts';

const COMFORT_KEY = 'vr-player-comfort';
const DEFAULT_COMFORT: Comfort = Comfort.parse({});

type XrSystem = { isSessionSupported(mode: string): Promise<boolean>; requestSession(mode: string, init?: unknown): Promise<unknown> };
const xrOf = (nav: unknown): XrSystem | undefined => (nav as { xr?: XrSystem } | undefined)?.xr;

export function headsetServices(log: Logger = consoleLogger) {
  return {
    /** Whether this browser offers an immersive-vr session (false on the server, without WebXR, or on failure). */
    async immersiveSupported(): Promise<boolean> {
      const xr = typeof navigator === 'undefined' ? undefined : xrOf(navigator);
      if (!xr) return false;
      try {
        return await xr.isSessionSupported('immersive-vr');
      } catch (error) {
        log.warn('WebXR support check failed', error);
        return false;
      }
    },
    /** Starts an immersive-vr session (call within the click that asked for it); rejects when refused. */
    startImmersive(): Promise<unknown> {
      const xr = typeof navigator === 'undefined' ? undefined : xrOf(navigator);
      if (!xr) return Promise.reject(new Error('WebXR is not available'));
      return xr.requestSession('immersive-vr', { optionalFeatures: ['local-floor'] });
    },
    comfort(): Comfort {
      try {
        const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(COMFORT_KEY);
        if (raw === null) return DEFAULT_COMFORT;
        const parsed = Comfort.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
        log.warn('Stored player comfort settings are invalid', parsed.error);
      } catch (error) {
        log.warn('Could not read the player comfort settings', error);
      }
      return DEFAULT_COMFORT;
    },
    storeComfort(comfort: Comfort): void {
      try {
        localStorage.setItem(COMFORT_KEY, JSON.stringify(comfort));
      } catch (error) {
        log.warn('Could not keep the player comfort settings', error);
      }
    },
  };
}
export type HeadsetServices = ReturnType<typeof headsetServices>;
