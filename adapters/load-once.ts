/** Code (a module, a client) fetched once, on first use: every use meanwhile shares the one load; a failed load is tried again by the next use. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
