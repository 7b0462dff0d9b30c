import { MoreOutlined } from '@ant-design/icons';
import type { DashboardChart, QueryContext } from '@meridian/core';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { RefObject } from 'react';
import { useToast } from '../../app/toast';
import { downloadChartData, saveUrl } from '../../chart-runtime/chart-data-client';
import { downloadName } from '../../chart-runtime/download-name';
import { failureMessage } from '../../chart-runtime/use-chart-query';
import { COPY_MESSAGES, useCopyToClipboard } from '../../components/use-copy';
import { useCreateChartPermalinkMutation } from '../dashboard-api';
import type { DrillByColumn } from '../drill/drill-by';
import { useChartMenuPermissions } from './chart-menu-permissions';

// The modals load on first use, keeping the dashboard route's script small.
const ViewQueryModal = lazy(async () => ({
  default: (await import('../../chart-runtime/ViewQueryModal')).ViewQueryModal,
}));
const ViewAsTableModal = lazy(async () => ({
  default: (await import('./ViewAsTableModal')).ViewAsTableModal,
}));

/** Props of ChartMenu. */
export interface ChartMenuProps {
  /** The card's chart. */
  chart: DashboardChart;
  /** Title of the card (file names, modal titles). */
  title: string;
  /** The chart's query context, or null when its form data can not be queried. */
  buildContext: () => QueryContext | null;
  /** The card, for "Download as image". */
  cardRef: RefObject<HTMLElement | null>;
  /** Whether the card fills the viewport. */
  isFullscreen: boolean;
  /** Queries the chart again past the cache. */
  onForceRefresh: () => void;
  /** Enters or leaves fullscreen. */
  onToggleFullscreen: () => void;
  /** Opens drill to detail of the whole chart; absent when the chart type has no drill to detail. */
  onDrillToDetail?: () => void;
  /** Columns the whole chart can be drilled by, and who opens it; absent when it cannot be drilled by. */
  drillBy?: { columns: readonly DrillByColumn[]; onDrill: (column: DrillByColumn) => void };
}

/** The ECharts instance drawing inside the card, if ECharts draws it. */
async function cardEChart(card: HTMLElement) {
  const element = card.querySelector('[data-testid="echarts-container"]');
  if (!(element instanceof HTMLElement)) return undefined;
  // ECharts comes with the chart renderers; importing it here keeps it out of the page's chunk.
  return (await import('echarts/core')).getInstanceByDom(element);
}

/** The ⋮ menu of a dashboard chart: refresh, fullscreen, query, table, downloads, explore and share. */
export function ChartMenu(props: ChartMenuProps) {
  const { chart, title, buildContext } = props;
  const permissions = useChartMenuPermissions();
  const [modal, setModal] = useState<{ kind: 'query' | 'table'; context: QueryContext } | null>(null);
  const [createPermalink] = useCreateChartPermalinkMutation();
  const copy = useCopyToClipboard();
  const toast = useToast();
  const hasData = chart.form_data !== undefined;

  const openModal = (kind: 'query' | 'table') => {
    const context = buildContext();
    if (context) setModal({ kind, context });
  };

  const exportCsv = async () => {
    const context = buildContext();
    if (!context) return;
    try {
      await downloadChartData(context, 'csv', downloadName(title));
    } catch (error) {
      toast.error('Could not download the data', new Error(failureMessage(error)));
    }
  };

  const downloadImage = async () => {
    const card = props.cardRef.current;
    if (!card) return;
    try {
      const echart = await cardEChart(card);
      const url = echart
        ? echart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' })
        : (await (await import('../header/dom-image')).elementImage(card, { type: 'image/png' })).dataUrl;
      saveUrl(url, `${downloadName(title)}.png`);
    } catch (error) {
      toast.error('Could not draw the image', error);
    }
  };

  const copyPermalink = async () => {
    try {
      const { url } = await createPermalink({ formData: chart.form_data ?? {} }).unwrap();
      await copy(`${window.location.origin}${url}`, COPY_MESSAGES.linkCopied);
    } catch (error) {
      toast.error('Could not create the permalink', error);
    }
  };

  const items: NonNullable<MenuProps['items']> = [
    { key: 'refresh', label: 'Force refresh', disabled: !hasData, onClick: props.onForceRefresh },
    {
      key: 'fullscreen',
      label: props.isFullscreen ? 'Exit fullscreen' : 'Enter fullscreen',
      onClick: props.onToggleFullscreen,
    },
    { type: 'divider' },
    ...(permissions.canExplore
      ? [
          {
            key: 'explore',
            label: 'Open in explore',
            onClick: () => window.open(`/explore/?slice_id=${chart.id}`, '_blank', 'noopener'),
          },
        ]
      : []),
    { key: 'query', label: 'View query', disabled: !hasData, onClick: () => openModal('query') },
    { key: 'table', label: 'View as table', disabled: !hasData, onClick: () => openModal('table') },
    ...(props.onDrillToDetail
      ? [
          {
            key: 'drill-detail',
            label: 'Drill to detail',
            disabled: !hasData,
            onClick: props.onDrillToDetail,
          },
        ]
      : []),
    ...(props.drillBy && props.drillBy.columns.length > 0
      ? [
          {
            key: 'drill-by',
            label: 'Drill by',
            disabled: !hasData,
            children: props.drillBy.columns.map((column) => ({
              key: `drill-by-${column.name}`,
              label: column.label,
              onClick: () => props.drillBy?.onDrill(column),
            })),
          },
        ]
      : []),
    { type: 'divider' },
    ...(permissions.canShareChart
      ? [
          {
            key: 'share',
            label: 'Share',
            children: [
              { key: 'permalink', label: 'Copy permalink to clipboard', onClick: () => void copyPermalink() },
            ],
          },
        ]
      : []),
    {
      key: 'download',
      label: 'Download',
      children: [
        ...(permissions.canCsv
          ? [{ key: 'csv', label: 'Export to .CSV', disabled: !hasData, onClick: () => void exportCsv() }]
          : []),
        { key: 'image', label: 'Download as image', onClick: () => void downloadImage() },
      ],
    },
  ];

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined />}
          aria-label={`More options of ${title}`}
          data-testid="chart-menu"
          data-snapshot-skip
        />
      </Dropdown>
      <Suspense fallback={null}>
        {modal?.kind === 'query' ? (
          <ViewQueryModal
            context={modal.context}
            canSqlLab={permissions.canSqlLab}
            onClose={() => setModal(null)}
          />
        ) : null}
        {modal?.kind === 'table' ? (
          <ViewAsTableModal context={modal.context} title={title} onClose={() => setModal(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
