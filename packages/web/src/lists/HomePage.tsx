import { Card, Empty, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayName, useSession } from '../app/session';
import { useActivityListQuery, useHomeListQuery, useRecentActivityQuery } from './home-api';
import { latestActivity } from './home-model';
import type { ActivityTab, HomeItem, HomeResource, HomeTab } from './home-model';

const FRESH = { refetchOnMountOrArgChange: true } as const;

const LIST_PAGES: Record<HomeResource, string> = {
  dashboard: '/dashboard/list/',
  chart: '/chart/list/',
  saved_query: '/savedqueryview/list/',
};

function ItemCards({
  items,
  isLoading,
  empty,
}: {
  items: HomeItem[] | undefined;
  isLoading: boolean;
  empty: string;
}) {
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!items || items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div className="home-cards" role="list">
      {items.map((item) => (
        <Card key={item.url} size="small" role="listitem" className="home-card">
          <Link to={item.url}>
            <Typography.Text strong ellipsis={{ tooltip: item.title }}>
              {item.title}
            </Typography.Text>
          </Link>
          {item.subtitle ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {item.subtitle}
            </Typography.Text>
          ) : null}
        </Card>
      ))}
    </div>
  );
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="home-section">
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

function ViewedTab() {
  const recents = useRecentActivityQuery(undefined, FRESH);
  const items = recents.data?.map((item, index) => ({
    id: index,
    title: item.item_title,
    url: item.item_url,
    subtitle: `Viewed ${item.time_delta_humanized}`,
  }));
  return (
    <ItemCards
      items={items}
      isLoading={recents.isLoading}
      empty="Recently viewed charts and dashboards appear here"
    />
  );
}

/** Edited or Created: the user's charts and dashboards from the two lists, merged newest first. */
function ActivityTabCards({ tab, userId }: { tab: ActivityTab; userId: number }) {
  const charts = useActivityListQuery({ resource: 'chart', tab, userId }, FRESH);
  const dashboards = useActivityListQuery({ resource: 'dashboard', tab, userId }, FRESH);
  const items = useMemo(
    () => (charts.data && dashboards.data ? latestActivity(charts.data, dashboards.data) : undefined),
    [charts.data, dashboards.data],
  );
  return (
    <ItemCards
      items={items}
      isLoading={charts.isLoading || dashboards.isLoading}
      empty={`Recently ${tab} charts and dashboards appear here`}
    />
  );
}

type RecentsTab = 'viewed' | ActivityTab;
const RECENTS_LABELS: Record<RecentsTab, string> = { viewed: 'Viewed', edited: 'Edited', created: 'Created' };

/** Superset's Recents: what the user viewed, edited or created lately. */
function Recents({ userId }: { userId: number }) {
  const [tab, setTab] = useState<RecentsTab>('viewed');
  const cardsOf = (key: RecentsTab) =>
    key === 'viewed' ? <ViewedTab /> : <ActivityTabCards tab={key} userId={userId} />;
  return (
    <Section title="Recents">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as RecentsTab)}
        items={(['viewed', 'edited', 'created'] as const).map((key) => ({
          key,
          label: RECENTS_LABELS[key],
          children: key === tab ? cardsOf(key) : null,
        }))}
      />
    </Section>
  );
}

const TAB_LABELS: Record<HomeTab, string> = { favorite: 'Favorite', mine: 'Mine', all: 'All' };

function ResourceTab({ resource, tab, userId }: { resource: HomeResource; tab: HomeTab; userId: number }) {
  const list = useHomeListQuery({ resource, tab, userId }, FRESH);
  const noun = resource === 'saved_query' ? 'saved queries' : `${resource}s`;
  const empty = tab === 'favorite' ? `Your favorite ${noun} appear here` : `No ${noun} yet`;
  return <ItemCards items={list.data} isLoading={list.isLoading} empty={empty} />;
}

function ResourceSection({
  title,
  resource,
  tabs,
  userId,
}: {
  title: string;
  resource: HomeResource;
  tabs: HomeTab[];
  userId: number;
}) {
  const [tab, setTab] = useState<HomeTab>(tabs[0] ?? 'mine');
  return (
    <Section title={title} extra={<Link to={LIST_PAGES[resource]}>View all »</Link>}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as HomeTab)}
        items={tabs.map((key) => ({
          key,
          label: TAB_LABELS[key],
          children: key === tab ? <ResourceTab resource={resource} tab={key} userId={userId} /> : null,
        }))}
      />
    </Section>
  );
}

/** Superset's welcome page: recents, favourite and own dashboards, charts and saved queries (route module). */
export default function HomePage() {
  const { me } = useSession();
  if (!me) return null;
  return (
    <Flex vertical gap={16} data-test="home-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        Welcome, {displayName(me)}
      </Typography.Title>
      <Recents userId={me.id} />
      <ResourceSection
        title="Dashboards"
        resource="dashboard"
        tabs={['favorite', 'mine', 'all']}
        userId={me.id}
      />
      <ResourceSection title="Charts" resource="chart" tabs={['favorite', 'mine', 'all']} userId={me.id} />
      <ResourceSection title="Saved queries" resource="saved_query" tabs={['mine']} userId={me.id} />
    </Flex>
  );
}
