/**
 * The server render's deadline and the failure cache's time, apart from the HTTP client (adapters/http.ts) so what
 * uses them (the gate's refresh, the inline SVG loader) does not bring the client into a page's first load.
 */
/**
 * `work`'s result, or `lost()`'s once `deadline` has passed, while `work` goes on (the render's deadline).
 * Past the deadline an answer already at hand (a cached one, which comes within the current turn) still wins: only
 * waiting on the network loses. `lost` is called at most once, and not at all when `work` wins.
 */
export function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal, lost: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let late: ReturnType<typeof setTimeout> | undefined;
    const lose = () => {
      if (settled) return;
      settled = true;
      resolve(lost());
    };
    const settle = () => {
      settled = true;
      clearTimeout(late);
      deadline.removeEventListener('abort', lose);
    };
    if (deadline.aborted) late = setTimeout(lose, 0);
    else deadline.addEventListener('abort', lose, { once: true });
    work.then(
      (result) => {
        if (settled) return;
        settle();
        resolve(result);
      },
      (error) => {
        if (settled) return;
        settle();
        reject(error);
      },
    );
  });
}

/**
 * How long a failing upstream's answer is kept for a public GET (failures cached briefly). A render's
 * 'deadline' failure is never kept: the render races the cached call, whose own outcome is what the cache stores.
 */
export const FAILURE_SECONDS = 5;
