/**
 * The model route's component: the lazily loaded model page with the forum comments composed here (spec 000 §2.4
 * 'Model page': forum comments; DESIGN 'Composition': screen machines are composed by their route).
 */
import { useMatch } from '@tanstack/react-router';
import type { ModelScreen as Screen } from '../../../views/containers/ModelScreens.tsx';
import { PageComments } from '../comments.tsx';
import { lazyComponent } from '../lazy-screen.tsx';

const ModelScreen = lazyComponent(() => import('../../../views/containers/ModelScreens.tsx'), 'ModelScreen');
type Data = Parameters<typeof Screen>[0]['data'];

export function ModelRoute() {
  const match = useMatch({ strict: false });
  const data = match.loaderData as Data;
  return <ModelScreen data={data} comments={<PageComments discussionId={data.model.forumDiscussionId} />} />;
}

export const modelRouteComponent = Object.assign(ModelRoute, { preload: ModelScreen.preload });
