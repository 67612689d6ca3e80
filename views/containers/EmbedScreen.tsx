/** The embed page (spec 000 §2.4 'Embed page') bound to its loader data and the site's name. */
import type { EmbedVideo } from '../catalogue/EmbedPlayer.tsx';
import { EmbedPlayer } from '../catalogue/EmbedPlayer.tsx';
import { useVisit } from './VisitContext.tsx';

export function EmbedScreen({ data }: { data: { video: EmbedVideo } }) {
  const { site } = useVisit();
  return <EmbedPlayer video={data.video} siteName={site.siteName} />;
}
