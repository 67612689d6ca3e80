// @vitest-environment jsdom
/**
 * `useOnDemandSelector` (views/containers/VisitContext.tsx) at hydration: the server never runs an on-demand machine, so
 * a part that hydrates after the machine has come (a lazy screen's boundary, on a busy machine) must still draw it
 * absent, as the server did, and show the machine's answer right after. CI of stop 63: the age verification screen
 * drew the arrived machine's view while hydrating, React #418 and the page drawn again in the browser.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Visit, VisitContextProvider, useOnDemandSelector } from '../../../views/containers/VisitContext.tsx';

function Probe() {
  const view = useOnDemandSelector('search', (s) => (s as unknown as { value: string }).value, 'absent');
  return <p>{view}</p>;
}

/** A visit whose on-demand search machine is `actor` (undefined: not come). */
function visitWith(actor: unknown): Visit {
  const onDemand = {
    get: (id: string) => (id === 'search' ? actor : undefined),
    want: async () => actor,
    subscribe: () => () => {},
  };
  return { onDemand } as unknown as Visit;
}

const arrived = {
  getSnapshot: () => ({ value: 'arrived' }),
  subscribe: () => ({ unsubscribe() {} }),
};

describe('an on-demand machine at hydration', () => {
  it('is drawn absent while hydrating though it has come, then shows its answer, with no mismatch', () => {
    const html = renderToString(
      <VisitContextProvider value={visitWith(undefined)}>
        <Probe />
      </VisitContextProvider>,
    );
    expect(html).toBe('<p>absent</p>');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const recovered: unknown[] = [];
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => {
      hydrateRoot(
        host,
        <VisitContextProvider value={visitWith(arrived)}>
          <Probe />
        </VisitContextProvider>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    expect(recovered).toEqual([]);
    expect(host.textContent).toBe('arrived');
    host.remove();
  });
});
