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

