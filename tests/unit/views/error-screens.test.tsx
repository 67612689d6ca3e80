import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { noOnDemandActors } from '../../../app/system/on-demand.ts';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { SiteSettings } from '../../../contracts/digest.ts';
import { guestFlags, membershipFlags, visitorGroup } from '../../../domain/membership.ts';
import { Unavailable } from '../../../views/catalogue/Unavailable.tsx';
import { BareErrorScreen, PageErrorScreen } from '../../../views/containers/ErrorScreens.tsx';
import { NotFoundScreen } from '../../../views/containers/NotFoundScreen.tsx';
import { type Visit, VisitContextProvider } from '../../../views/containers/VisitContext.tsx';

/** A visit whose session holds the given membership flags (the containers read it through the session's selectors). */
function withVisit(flags: typeof guestFlags, screen: ReactElement) {
  const actor = (context: object) => createActor(createMachine({ context, initial: 'on', states: { on: {} } }));
  const visit = {
    site: { siteName: 'VelvetVR', siteUrl: 'https://velvetvr.test', theme: 'dark', acronym: 'VR', camSectionLabel: 'VR Cam Girls' },
    settings: SiteSettings.parse({}),
    platform: 'other',
    visitSeed: 1,
    session: actor({ facts: { flags, group: visitorGroup(flags), verifiedView: true, email: null } }),
    onDemand: noOnDemandActors,
    // The hearts before the favourites machine has come: a viewer who may not favourite.
    first: { favorites: { allowed: false, videoIds: [], modelIds: [], userId: null } },
  } as unknown as Visit;
  return renderToString(<VisitContextProvider value={visit}>{screen}</VisitContextProvider>);
}

const noRetry = () => {};
const expired = membershipFlags({ exp: 2_000_000_000, usc: 300, partners: [], vra: [], kind: 'standard', sub: 'u-1' }, null, 1_700_000_000);
const joinHref = (html: string) => /<a [^>]*href="([^"]*)"[^>]*>JOIN NOW<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('page errors (spec 000 §8)', () => {
  it("shows 'Access denied' for status 401", () => {
    const html = renderToString(<BareErrorScreen error={Object.assign(new Error('No subscription'), { status: 401 })} />);
    expect(html).toContain('Access denied');
    expect(html).toContain('You do not have a subscription. Please subscribe to get access.');
    expect(html).not.toContain('404: Page not found');
  });

  it("says 'You are not authenticated.' and offers the login page when an auth-required page refused a visitor", () => {
    const html = renderToString(<BareErrorScreen error={{ status: 401, message: 'You are not authenticated.' }} />);
    expect(html).toContain('Access denied');
    expect(html).toContain('You are not authenticated.');
    expect(html).not.toContain('You do not have a subscription.');
    expect(html).toMatch(/<a [^>]*href="\/login\/"[^>]*>Log In<\/a>/);
  });

  it("shows the 404 screen with the server's text 'This page could not be found' for any other status, and for errors without one", () => {
    for (const error of [Object.assign(new Error('boom'), { status: 500 }), new Error('boom'), null]) {
      const html = renderToString(<BareErrorScreen error={error} />);
      expect(html).toContain('404: Page not found');
      expect(html).toContain('This page could not be found');
      expect(html).not.toContain('Access denied');
    }
  });

  it("sends an expired member's JOIN NOW on 'Access denied' to /join-now/?event=expired, anyone else's to /join-now/", () => {
    const error = { status: 401 };
    expect(joinHref(withVisit(expired, <PageErrorScreen error={error} onRetry={noRetry} />))).toBe('/join-now/?event=expired');
    expect(joinHref(withVisit(guestFlags, <PageErrorScreen error={error} onRetry={noRetry} />))).toBe('/join-now/');
  });

  it('shows breadcrumbs on the 404 and Access denied screens inside the chrome (spec 000 §2.3)', () => {
    const notFound = withVisit(guestFlags, <NotFoundScreen data={{ videos: [], categories: [], models: [] }} />);
    expect(notFound).toContain('aria-label="Breadcrumbs"');
    expect(notFound).toMatch(/aria-current="page"[^>]*>404: Page not found</);
    const denied = withVisit(guestFlags, <PageErrorScreen error={{ status: 401 }} onRetry={noRetry} />);
    expect(denied).toMatch(/aria-current="page"[^>]*>Access denied</);
    expect(withVisit(guestFlags, <PageErrorScreen error={{ status: 500 }} onRetry={noRetry} />)).toMatch(
      /aria-current="page"[^>]*>404: Page not found</,
    );
  });

  it("shows 'try again' for an upstream that failed (503), not the 404 screen, and its button asks to load the page again", () => {
    const html = withVisit(guestFlags, <PageErrorScreen error={{ status: 503 }} onRetry={noRetry} />);
    expect(html).toContain('Uh-oh... Something went wrong.');
    expect(html).toContain('>Try again</button>');
    expect(html).not.toContain('404: Page not found');
    let retried = 0;
    const element = Unavailable({ onRetry: () => retried++ });
    const actions = (element.props.children as ReactElement[]).find((c) => (c.props as { className?: string }).className === 'cat-error-actions');
    const [tryAgain] = (actions?.props as { children: ReactElement<{ onClick?: () => void }>[] } | undefined)?.children ?? [];
    tryAgain?.props.onClick?.();
    expect(retried).toBe(1);
  });
});
