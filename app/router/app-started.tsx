/**
 * Marks the document once the app has started: the effects of the commit that hydrated the page have run (the last
 * child of the document, so after the visit's). The early-click holder (app/router/early-clicks.ts) waits for it before it
 * replays a click made earlier on a server-rendered button.
 */
import { useEffect } from 'react';
import { APP_STARTED_ATTRIBUTE } from '../../domain/constants.ts';

export function AppStarted() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, []);
  return null;
}
