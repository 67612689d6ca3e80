import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageError } from '../../../app/router/page-error.ts';
import { BareErrorScreen } from '../../../views/containers/ErrorScreens.tsx';

describe('page errors (spec 000 §8)', () => {
  it("shows 'Access denied' for status 401", () => {
    const html = renderToString(<BareErrorScreen error={new PageError(401, 'You are not authenticated.')} />);
    expect(html).toContain('Access denied');
    expect(html).toContain('You do not have a subscription. Please subscribe to get access.');
    expect(html).not.toContain('404: Page not found');
  });

  it('shows the 404 screen for any other status, and for errors without one', () => {
    for (const error of [new PageError(500, 'boom'), new Error('boom'), null]) {
      const html = renderToString(<BareErrorScreen error={error} />);
      expect(html).toContain('404: Page not found');
      expect(html).not.toContain('Access denied');
    }
  });
});
