/** A page error with an HTTP-like status (spec 000 §8): 401 → 'Access denied' screen, anything else → 404 screen. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageError';
  }
}

export const pageErrorStatus = (error: unknown): number =>
  error instanceof PageError ? error.status : typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
