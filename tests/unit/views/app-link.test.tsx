/** AppLink (spec 000 §2.1): the app's router link for internal paths, new tabs for external and partner links. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLink, LinkSettingsProvider, isExternal } from '../../../views/ui/AppLink.tsx';

const withSettings = (ui: React.ReactNode, partnerKeywords: string[] = []) =>
  renderToString(
    <LinkSettingsProvider
      value={{
        renderInternal: ({ href, children }) => (
          <a data-router-link href={href}>
            {children}
          </a>
        ),
        partnerKeywords,
      }}
    >
      {ui}
    </LinkSettingsProvider>,
  );

describe('AppLink', () => {
  it('renders internal links with the provided router link, normalised', () => {
    const html = withSettings(<AppLink href="videos?page=2">Videos</AppLink>);
    expect(html).toContain('data-router-link');
    expect(html).toContain('href="/videos/?page=2"');
  });

  it('opens external links and partner-site links in a new tab, never through the router', () => {
    for (const href of ['https://example.com/x', '/go/harborvrguys.test/']) {
      const html = withSettings(<AppLink href={href}>Out</AppLink>, ['harborvrguys.test']);
      expect(html).not.toContain('data-router-link');
      expect(html).toContain('target="_blank"');
      expect(html).toContain('rel="noopener"');
    }
  });

  it('a link is external when it contains http or a partner keyword', () => {
    expect(isExternal('http://a.test/')).toBe(true);
    expect(isExternal('/partners/lumenar.test/', ['lumenar.test'])).toBe(true);
    expect(isExternal('/partners/', ['lumenar.test'])).toBe(false);
    expect(isExternal('/videos/', [''])).toBe(false);
  });
});

describe('prefetch (spec 000 §9)', () => {
  it('is skipped on 2g connections and with data saver', async () => {
    const { mayPrefetch } = await import('../../../app/router/router-link.tsx');
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
