/**
 * The video page's tabs (spec 000 §2.4 'Video page': 'Suggested' first, more tabs where a later feature adds
 * them). One tab needs no switching: it is the same tablist, tab and panel markup, without react-aria's code.
 * With more, react-aria Tabs (VideoTabs.tsx) are fetched, and the selected tab shows meanwhile.
 */
import { type ReactNode, Suspense, lazy, useId } from 'react';

export interface VideoPageTabsProps {
  tabs: ReadonlyArray<{ id: string; label: string; content: ReactNode }>;
  selectedTab?: string;
  onTabChange?: (id: string) => void;
}

const VideoTabs = lazy(() => import('./VideoTabs.tsx'));

function SelectedTab({ tab }: { tab: VideoPageTabsProps['tabs'][number] }) {
  const id = useId();
  return (
    <div className="cat-tabs" data-orientation="horizontal">
      <div className="cat-tablist" role="tablist" aria-label="More videos" aria-orientation="horizontal">
        <div className="cat-tab" role="tab" id={`${id}-tab`} aria-selected="true" aria-controls={`${id}-panel`} data-selected="true" tabIndex={0}>
          {tab.label}
        </div>
      </div>
      <div className="cat-tabpanel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab`}>
        {tab.content}
      </div>
    </div>
  );
}

export function VideoPageTabs(props: VideoPageTabsProps) {
  const selected = props.tabs.find((t) => t.id === props.selectedTab) ?? props.tabs[0];
  if (!selected) return null;
  if (props.tabs.length === 1) return <SelectedTab tab={selected} />;
  return (
    <Suspense fallback={<SelectedTab tab={selected} />}>
      <VideoTabs {...props} />
    </Suspense>
  );
}
