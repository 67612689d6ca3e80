/**
 * The page policy's fetch, image and form rules and the cross-origin headers (app/server/security-headers.ts; issue
 * 38, 10): an embedded site's pages fetch and show images only from the site itself; a site on upstreams adds their
 * origins (the browser calls them) and the operator's CSP_ORIGINS, nothing else; forms post to the site or over https;
 * pages keep their browsing context (COOP); only the public media may be loaded by other sites (CORP).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../app/config/env.ts';
import { commonSecurityHeaders, pageOrigins, pagePolicy } from '../../../app/server/security-headers.ts';
import { NO_UPSTREAMS } from '../../support/upstream-urls.ts';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the page policy', () => {
  it("limits an embedded site's fetches and images to its own origin", () => {
    const embedded = loadConfig({}).public;
    expect(pageOrigins(embedded)).toEqual([]);
    const policy = pagePolicy('n', '/videos/', pageOrigins(embedded));
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https:");
  });

  it("adds the upstreams' origins (once each, sockets included) and the operator's, no path or other host", () => {
    const config = loadConfig({
      SITE_API_URL: 'https://api.site.example/v1',
      CONTENT_API_URL: 'https://content.example/api/content/v1',
      CONTENT_HOST_URL: 'https://media.content.example',
      CAM_PROVIDER_API_URL: 'https://api.cams.example/clients',
      CAM_PROVIDER_WS_URL: 'wss://ws.cams.example/socket',
      CSP_ORIGINS: 'https://cdn.example, https://streams.example:8443',
    });
    const origins = pageOrigins(config.public, config.env.CSP_ORIGINS);
    expect(origins.sort()).toEqual(
      [
        'https://api.site.example',
        'https://content.example',
        'https://media.content.example',
        'https://api.cams.example',
        'wss://ws.cams.example',
        'https://cdn.example',
        'https://streams.example:8443',
      ].sort(),
    );
    expect(pageOrigins({ ...NO_UPSTREAMS, contentApiUrl: 'https://content.example/a', contentHost: 'https://content.example/b' })).toEqual([
      'https://content.example',
    ]);
  });

  it('refuses a CSP_ORIGINS entry that is not an origin (a path, a directive smuggled in)', () => {
    expect(() => loadConfig({ CSP_ORIGINS: 'https://cdn.example/path' })).toThrow(/CSP_ORIGINS/);
    expect(() => loadConfig({ CSP_ORIGINS: "https://cdn.example; script-src 'unsafe-inline'" })).toThrow(/CSP_ORIGINS/);
  });
});

describe('the cross-origin headers', () => {
  it('keeps every page to itself and lets other sites load only the public media', () => {
    const page = commonSecurityHeaders({ path: '/videos/', https: false });
    expect(page['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(page['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(commonSecurityHeaders({ path: '/api/content/v1/digest', https: false })['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(commonSecurityHeaders({ path: '/media/art/video/1.svg', https: false })['Cross-Origin-Resource-Policy']).toBe('cross-origin');
  });
});
