/**
 * A video's toy script: the funscript at the video's `toyScript` URL, parsed by its
 * contract. A failing or bad answer is logged and gives null (the seek bar then has no heatmap).
 */
import { Funscript } from '../contracts/toy-script.ts';
import { consoleLogger, type Logger } from './log.ts';

export async function loadToyScript(url: string, log: Logger = consoleLogger, fetcher: typeof fetch = fetch): Promise<Funscript | null> {
  try {
    const res = await fetcher(url, { headers: { accept: 'application/json' } });
    if (!res.ok) {
      log.error(`Failed to get the toy script: HTTP ${res.status}`, url);
      return null;
    }
    const parsed = Funscript.safeParse(await res.json());
    if (parsed.success) return parsed.data;
    log.error('Failed to get the toy script: bad answer', parsed.error);
  } catch (error) {
    log.error('Failed to get the toy script', error);
  }
  return null;
}
