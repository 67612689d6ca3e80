/**
 * The video page's tabs as react-aria Tabs, for when there is more than one to choose from
 * (views/catalogue/VideoPageTabs.tsx fetches this module only then).
 */
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { VideoPageTabsProps } from './VideoPageTabs.tsx';

export default function VideoTabs({ tabs, selectedTab, onTabChange }: VideoPageTabsProps) {
  return (
    <Tabs
      className="cat-tabs"
      defaultSelectedKey={tabs[0]?.id}
      selectedKey={selectedTab}
      onSelectionChange={onTabChange ? (key: Key) => onTabChange(String(key)) : undefined}
    >
      <TabList className="cat-tablist" aria-label="More videos">
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id} className="cat-tab">
            {t.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.id} id={t.id} className="cat-tabpanel">
          {t.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
