import { EllipsisOutlined } from '@ant-design/icons';
import type { Chart, QueryContext } from '@meridian/core';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { useToast } from '../../app/toast';
import { EXPLORE_CHART_KEY } from '../chart/ChartPane';
import { downloadChartData, postChartData, saveBlob, saveUrl } from '../../chart-runtime/chart-data-client';
import { useCreatePermalinkMutation } from '../explore-api';
import type { FormData } from '../form-data';
import { COPY_MESSAGES, useCopyToClipboard } from '../../components/use-copy';
import { failureMessage } from '../../chart-runtime/use-chart-query';
import { ChartPropertiesModal } from './ChartPropertiesModal';
import { downloadName } from '../../chart-runtime/download-name';
import { ViewQueryModal } from '../../chart-runtime/ViewQueryModal';
import { useResourcePermissions } from '../../app/permissions-api';
import { useHeaderReport } from '../../reports/use-header-report';

/** Props of ExploreActionsMenu. */
export interface ExploreActionsMenuProps {
  /** The query context of the current form data, or null while the controls are invalid. */
  context: QueryContext | null;
  /** Current form data (the permalink stores it). */
  formData: FormData;
  /** Name used for downloaded files. */
  chartName: string;
  /** The saved chart, if any. */
  slice: Chart | null;
  /** Whether the user may change the saved chart. */
  canOverwrite: boolean;
  /** Whether the user may download data (can_csv). */
  canDownload: boolean;
  /** May open SQL Lab from the View query modal. */
  canSqlLab: boolean;
  /** The chart after its properties were saved. */
  onSliceSaved: (chart: Chart) => void;
}

/** The element hosting the explore chart's ECharts instance, when ECharts draws the chart. */
function exploreEChartElement(): HTMLElement | null {
  const element = document.querySelector(
    `[data-testid="echarts-container"][data-chart-key="${EXPLORE_CHART_KEY}"]`,
  );
  return element instanceof HTMLElement ? element : null;
}

/** The ••• menu of explore: properties, downloads, permalink and View query. */
export function ExploreActionsMenu(props: ExploreActionsMenuProps) {
  const { context, formData, chartName, slice, canOverwrite, canDownload, canSqlLab } = props;
  const [modal, setModal] = useState<'query' | 'properties' | null>(null);
  const [hasImage, setHasImage] = useState(false);
  const [createPermalink] = useCreatePermalinkMutation();
  const copy = useCopyToClipboard();
  const toast = useToast();
  const reportPermissions = useResourcePermissions('report');
  const report = useHeaderReport(
    { kind: 'chart', id: slice?.id ?? 0, title: chartName, vizType: String(formData['viz_type'] ?? '') },
    reportPermissions.canWrite && slice !== undefined && slice !== null,
  );

  const download = async (format: 'csv' | 'xlsx' | 'json') => {
    if (!context) return;
    try {
      if (format === 'json') {
        const result = await postChartData({ ...context, result_format: 'json', result_type: 'full' });
        saveBlob(
          new Blob([JSON.stringify({ result }, null, 2)], { type: 'application/json' }),
          `${downloadName(chartName)}.json`,
        );
      } else {
        await downloadChartData(context, format, downloadName(chartName));
      }
    } catch (error) {
      toast.error('Could not download the data', new Error(failureMessage(error)));
    }
  };

  const downloadImage = async () => {
    const element = exploreEChartElement();
    // ECharts is loaded with the chart renderers; importing it here keeps it out of the page's chunk.
    const chart = element ? (await import('echarts/core')).getInstanceByDom(element) : undefined;
    if (!chart) return;
    saveUrl(
      chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }),
      `${downloadName(chartName)}.png`,
    );
  };

  const sharePermalink = async () => {
    try {
      const { url } = await createPermalink({ formData, urlParams: [] }).unwrap();
      await copy(`${window.location.origin}${url}`, COPY_MESSAGES.linkCopied);
    } catch (error) {
      toast.error('Could not create the permalink', error);
    }
  };

  const noData = !canDownload || !context;
  const items: MenuProps['items'] = [
    {
      key: 'properties',
      label: 'Edit chart properties',
      disabled: !slice || !canOverwrite,
      onClick: () => setModal('properties'),
    },
    {
      key: 'download',
      label: 'Download',
      children: [
        { key: 'csv', label: 'Export to .CSV', disabled: noData, onClick: () => void download('csv') },
        { key: 'json', label: 'Export to .JSON', disabled: noData, onClick: () => void download('json') },
        { key: 'xlsx', label: 'Export to Excel', disabled: noData, onClick: () => void download('xlsx') },
        { key: 'png', label: 'Download as image', disabled: !hasImage, onClick: () => void downloadImage() },
      ],
    },
    {
      key: 'share',
      label: 'Share',
      children: [
        { key: 'permalink', label: 'Copy permalink to clipboard', onClick: () => void sharePermalink() },
      ],
    },
    ...report.items,
    { key: 'query', label: 'View query', disabled: !context, onClick: () => setModal('query') },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items }}
        onOpenChange={(open) => open && setHasImage(exploreEChartElement() !== null)}
      >
        <Button icon={<EllipsisOutlined />} aria-label="Menu actions trigger" />
      </Dropdown>
      {report.modals}
      {modal === 'query' && context ? (
        <ViewQueryModal context={context} canSqlLab={canSqlLab} onClose={() => setModal(null)} />
      ) : null}
      {modal === 'properties' && slice ? (
        <ChartPropertiesModal
          slice={slice}
          onCancel={() => setModal(null)}
          onSaved={(chart) => {
            setModal(null);
            props.onSliceSaved(chart);
          }}
        />
      ) : null}
    </>
  );
}
