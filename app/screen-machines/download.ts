/**
 * The video page's download (machines/download.machine.ts; spec 000 §4 'Download', §7): the check and the counted
 * download through the site API adapter (never throws), the viewer's membership followed (an expired member goes to
 * the offer), the signed file saved by the browser (relative to the site host), the 'videoDownloaded' event logged, the
 * offer opened by the route's navigation.
 */
import { fromPromise } from 'xstate';
import type { SiteApi } from '../../adapters/site-api.ts';
import { downloadMachine } from '../../machines/download.machine.ts';
import type { PublicConfig } from '../config/env.ts';
import { defineScreenMachine } from './define.ts';
import { type SessionFactsSource, sessionChanges } from './links.ts';

/** The browser saves a file: a hidden link with the download attribute, clicked (never on the server). */
const saveFile = (url: string, base: string) => {
  if (typeof document === 'undefined') return;
  const link = document.createElement('a');
  link.href = new URL(url, base).href;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
};

export const download = defineScreenMachine({
  id: 'download',
  machine: downloadMachine,
  provide: (
    services: { site: Pick<SiteApi, 'canDownload' | 'download' | 'logVideoEvent'>; config: Pick<PublicConfig, 'siteApiUrl'> },
    { session, navigate }: { session: SessionFactsSource; navigate: (url: string) => void },
  ) => {
    const { site, config } = services;
    // Signed download URLs are relative to the site host as the browser calls it ('' = this origin).
    const fileBase = () => (config.siteApiUrl ? `${config.siteApiUrl.replace(/\/+$/, '')}/` : window.location.origin);
    return downloadMachine.provide({
      actions: {
        goToOffer: (_, params) => navigate(params.url),
        saveFile: (_, params) => saveFile(params.url, fileBase()),
        logDownloaded: (_, event) => void site.logVideoEvent(event),
      },
      actors: {
        checkDownload: fromPromise(({ input }) => site.canDownload(input.url)),
        startDownload: fromPromise(({ input }) => site.download(input.url)),
        accessChanges: sessionChanges(session, (facts) => ({ type: 'ACCESS_CHANGED', expired: facts.flags.expired })),
      },
    });
  },
});
