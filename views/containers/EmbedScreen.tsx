/** The embed page (spec 000 §2.4 'Embed page') bound to its loader data and the site's name; its player composed by the route. */
import type { ReactNode, Ref } from 'react';
import type { EmbedVideo } from '../catalogue/EmbedPlayer.tsx';
import { EmbedPlayer } from '../catalogue/EmbedPlayer.tsx';
import { useVisit } from './VisitContext.tsx';

export function EmbedScreen({ data, player, nativeRef }: { data: { video: EmbedVideo }; player?: ReactNode; nativeRef?: Ref<HTMLVideoElement> }) {
  const { site } = useVisit();
  return <EmbedPlayer video={data.video} siteName={site.siteName} player={player} nativeRef={nativeRef} />;
}
