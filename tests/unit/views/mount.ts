/**
 * React mounting for the jsdom view tests: `mountedViews()`, called at a test file's top level, turns on React's act
 * environment (and gives jsdom the CSS.escape it lacks) before the file's tests and unmounts what was mounted after
 * each test; `mount` renders a node into a fresh host on document.body, `host` is that host.
 */
import { type ReactNode, act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';

export function mountedViews() {
  let root: Root | null = null;
  let host: HTMLElement | undefined;
  /** Unmounts inside act and removes the host (after each test, or earlier). */
  const unmount = () => {
    act(() => root?.unmount());
    root = null;
    host?.remove();
  };
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // jsdom has no CSS.escape, which react-aria's modals use.
    const g = globalThis as { CSS?: { escape?: (s: string) => string } };
    g.CSS ??= {};
    g.CSS.escape ??= (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`);
  });
  afterEach(unmount);
  const mount = (node: ReactNode): HTMLElement => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root?.render(node));
    return host;
  };
  /** Renders into the mounted root again (the same host), mounting first if nothing is mounted. */
  const rerender = (node: ReactNode) => {
    if (root) act(() => root?.render(node));
    else mount(node);
  };
  const current = (): HTMLElement => {
    if (!host) throw new Error('nothing mounted');
    return host;
  };
  return { mount, rerender, unmount, host: current };
}
