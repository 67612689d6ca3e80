// @vitest-environment jsdom
/**
 * `useIsSSR` and `OnceLive` (views/chrome/use-is-ssr.ts): what the server leaves out comes once the page is live,
 * the hydration matching the server's HTML, and only the component asking is drawn again for it — the chrome, the
 * video page and the categories page each put the question in a component of their own (a store read with a server
 * snapshot re-rendered its asker and everything under it synchronously, one long task after hydration).
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../views/chrome/Header.tsx';
import { OnceLive, useIsSSR } from '../../../views/chrome/use-is-ssr.ts';
import { headerProps, menuItem } from './header-props.ts';
import { mountedViews } from './mount.ts';

const { mount } = mountedViews();

function Probe() {
  return <p>{useIsSSR() ? 'server' : 'live'}</p>;
}

/** How many times each test's outer component rendered. */
const renders = { parent: 0, chrome: 0 };

function Parent() {
  renders.parent++;
  return (
    <div>
      <span>page</span>
      <OnceLive>
        <b>extra</b>
      </OnceLive>
    </div>
  );
}

const menu = [
  menuItem({
    id: 1,
    label: 'Videos',
    link: '/videos/',
    pullDownMenus: [{ label: 'Sunset', link: '/videos/sunset/', image: { alt: '', permalink: '/media/sunset.svg' } }],
  }),
];

function Chrome() {
  renders.chrome++;
  return <Header {...headerProps({ mainMenu: menu })} />;
}

/** Hydrates `node` over the server's `html` (its server render); the recoverable errors (a mismatch) are returned. */
function hydrate(node: React.ReactNode, html = renderToString(node)): { host: HTMLElement; recovered: unknown[] } {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const recovered: unknown[] = [];
  act(() => {
    hydrateRoot(host, node, { onRecoverableError: (error) => recovered.push(error) });
  });
  return { host, recovered };
}

describe('useIsSSR', () => {
  it('is true on the server and in the hydrating render, false once the page is live; the hydration matches', () => {
    expect(renderToString(<Probe />)).toBe('<p>server</p>');
    const { host, recovered } = hydrate(<Probe />);
    expect(recovered).toEqual([]);
    expect(host.textContent).toBe('live');
    host.remove();
  });

  it('a component mounted in the browser is live after its first render', () => {
    expect(mount(<Probe />).textContent).toBe('live');
  });

  it("OnceLive's children come once the page is live, without drawing its parent again", () => {
    const html = renderToString(<Parent />);
    expect(html).not.toContain('extra');
    renders.parent = 0;
    const { host, recovered } = hydrate(<Parent />, html);
    expect(recovered).toEqual([]);
    expect(host.querySelector('b')?.textContent).toBe('extra');
    expect(renders.parent).toBe(1);
    host.remove();
  });

  it("the header's dropdown tiles are not in the server HTML and come once live, the header drawn once", () => {
    const html = renderToString(<Chrome />);
    expect(html).toContain('href="/videos/"');
    expect(html).not.toContain('Sunset');
    renders.chrome = 0;
    const { host, recovered } = hydrate(<Chrome />, html);
    expect(recovered).toEqual([]);
    expect(host.querySelector('.main-nav__dropdown img')?.getAttribute('alt')).toBe('Sunset');
    expect(renders.chrome).toBe(1);
    host.remove();
  });
});
