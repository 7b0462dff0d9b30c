import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useSession } from '../app/session';
import { useToast } from '../app/toast';
import { canEditDataset } from '../datasets/dataset-permissions';
import { DatasetEditModal } from '../datasets/edit/DatasetEditModal';
import { ChartPane } from './chart/ChartPane';
import { ChartStatusBar } from './chart/ChartStatusBar';
import { ControlColumn } from './ControlColumn';
import { AnnotationStatusContext } from './controls/annotations/annotation-status';
import { DataPane } from './data/DataPane';
import { DatasourcePanel } from './datasource/DatasourcePanel';
import { SwapDatasetModal } from './datasource/SwapDatasetModal';
import { useUpdateChartMutation } from './explore-api';
import { ExploreActionsMenu } from './header/ExploreActionsMenu';
import { ExploreHeader } from './header/ExploreHeader';
import { SaveModal } from './header/SaveModal';
import { explorePlugins } from './explore-plugins';
import { useExplore } from './use-explore';
import type { ExploreOptions } from './use-explore';
import { useFormDataKey } from './use-form-data-key';
import { useRunShortcut } from './use-run-shortcut';
import { useSaveChart } from './use-save-chart';

/** Props of Explore. */
export type ExploreProps = ExploreOptions;

const mainStyle = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
  borderRadius: 8,
  overflow: 'hidden',
} as const;

/** The explore page: dataset pane, control panel, chart and data pane (spec §2). */
export function Explore(props: ExploreProps) {
  const explore = useExplore(props);
  const registry = explorePlugins();
  const { dataset, slice, sliceName, formData, plugin, flags, chart } = explore;
  const [modal, setModal] = useState<'save' | 'swap' | 'editDataset' | null>(null);
  const { me, isAdmin } = useSession();
  const toast = useToast();
  const [updateChart] = useUpdateChartMutation();
  const latest = chart.state.latestQueryFormData;
  const { annotationData, annotationError, annotationQuery } = chart.state;
  const annotationStatus = useMemo(
    () => ({ annotationData, annotationError, annotationQuery }),
    [annotationData, annotationError, annotationQuery],
  );
  useRunShortcut(explore.run);
  useFormDataKey({
    formData,
    datasetId: dataset?.id ?? null,
    sliceId: slice?.id ?? null,
    initialKey: props.formDataKey ?? null,
    onUrlChange: props.onUrlChange,
  });
  const saveChart = useSaveChart({
    plugin,
    formData,
    dataset,
    slice,
    onSaved: explore.onSliceSaved,
    onUrlChange: props.onUrlChange,
    setFormData: explore.setFormData,
  });

  const rename = async (name: string) => {
    explore.setSliceName(name);
    if (!slice || !flags.canOverwrite) return;
    try {
      explore.onSliceSaved(await updateChart({ id: slice.id, body: { slice_name: name } }).unwrap());
    } catch (error) {
      toast.error('Could not rename the chart', error);
    }
  };

  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        height: 'calc(100vh - 112px)',
        minHeight: 560,
      }}
    >
      {dataset && props.answer.message ? (
        <Alert type="info" showIcon closable title={props.answer.message} data-test="explore-message" />
      ) : null}
      <ExploreHeader
        sliceName={sliceName}
        slice={slice}
        onRename={(name) => void rename(name)}
        canRename={!slice || flags.canOverwrite}
        canSave={flags.canAdd || flags.canOverwrite}
        onSave={() => setModal('save')}
        actions={
          <ExploreActionsMenu
            context={explore.context}
            formData={formData}
            chartName={sliceName || dataset?.table_name || 'chart'}
            slice={slice}
            canOverwrite={flags.canOverwrite}
            canDownload={flags.canDownload}
            canSqlLab={flags.canSqlLab}
            onSliceSaved={explore.onSliceSaved}
          />
        }
      />
      <div style={{ display: 'flex', gap: 12, flex: 1, minHeight: 0 }}>
        <DatasourcePanel
          dataset={dataset}
          canEdit={dataset !== null && canEditDataset(dataset.owners, me?.id, isAdmin)}
          canSqlLab={flags.canSqlLab}
          onEdit={() => setModal('editDataset')}
          onSwap={() => setModal('swap')}
        />
        <AnnotationStatusContext.Provider value={annotationStatus}>
          <ControlColumn
            registry={registry}
            plugin={plugin}
            vizType={explore.vizType}
            renderedVizType={typeof latest?.['viz_type'] === 'string' ? latest['viz_type'] : undefined}
            onVizTypeChange={explore.changeVizType}
            formData={formData}
            dataset={dataset}
            errors={explore.errors}
            errorList={explore.errorList}
            onChange={explore.onControlChange}
            isLoading={chart.state.chartStatus === 'loading'}
            hasRun={latest !== null}
            canRun={explore.canRun}
            onRun={explore.run}
            onStop={chart.stop}
          />
        </AnnotationStatusContext.Provider>
        <main aria-label="Chart" style={mainStyle}>
          <ChartStatusBar chart={chart.state} />
          <div
            style={{
              flex: 1,
              minHeight: 0,
              display: 'flex',
              flexDirection: 'column',
              padding: '0 12px 12px',
            }}
          >
            <ChartPane
              registry={registry}
              chart={chart.state}
              formData={formData}
              errors={explore.errorList}
              isStale={explore.isStale}
              datasource={explore.chartDatasource}
              onRun={explore.run}
              onStop={chart.stop}
              onRenderSuccess={chart.onRenderSuccess}
              onRenderFailure={chart.onRenderFailure}
              onControlChange={explore.onControlChange}
            />
          </div>
          <DataPane
            results={chart.state.queriesResponse}
            rowLimit={latest?.['row_limit']}
            isLoading={chart.state.chartStatus === 'loading'}
            datasetId={dataset?.id ?? null}
          />
        </main>
      </div>
      {modal === 'save' ? (
        <SaveModal
          defaultName={
            sliceName || `${dataset?.table_name ?? 'Chart'} - ${plugin?.metadata.name ?? explore.vizType}`
          }
          canOverwrite={flags.canOverwrite}
          onCancel={() => setModal(null)}
          onSave={async (request) => {
            await saveChart(request);
            setModal(null);
          }}
        />
      ) : null}
      {modal === 'swap' ? (
        <SwapDatasetModal
          onCancel={() => setModal(null)}
          onSwapped={(next) => {
            setModal(null);
            explore.swapDataset(next);
          }}
        />
      ) : null}
      {modal === 'editDataset' && dataset ? (
        <DatasetEditModal
          datasetId={dataset.id}
          onClose={() => setModal(null)}
          onSaved={explore.onDatasetSaved}
        />
      ) : null}
    </div>
  );
}
