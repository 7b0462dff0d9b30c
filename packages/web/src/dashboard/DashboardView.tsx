import {
  chartIdsOfLayout,
  DASHBOARD_GRID_ID,
  DASHBOARD_ROOT_ID,
  NATIVE_FILTERS_KEY_PARAM,
  NATIVE_FILTERS_PARAM,
} from '@meridian/core';
import type { Dashboard, DashboardChart, DashboardDataset, ExtraFormData } from '@meridian/core';
import { Alert, App, Button, Flex } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { NARROW_SCREEN_MAX_WIDTH, useNarrowScreen } from '../app/use-narrow-screen';
import { cacheUnderNewAddress } from './dashboard-api';
import { useResourcePermissions } from '../app/permissions-api';
import { useSession } from '../app/session';
import { useElementSize } from '../chart-runtime/use-element-size';
import { dashboardColors } from './dashboard-metadata';
import { withCurrentVizType } from './legacy-chart';
import { filterSetupOf } from './filters/dashboard-filters-model';
import { useFilterBoxMigration } from './filters/legacy/use-filter-box-migration';
import { FilterBoxBanner } from './filters/legacy/FilterBoxBanner';
import { useSaveFilterConfiguration } from './filters/config/use-save-filter-configuration';
import { DashboardFiltersContext } from './filters/filters-context';
import { searchWithMasks, useDashboardFilters } from './filters/use-dashboard-filters';
import { searchWithFilterStateKey, useFilterStatePublisher } from './filters/use-filter-state-publisher';
import { DashboardLayoutView } from './DashboardLayoutView';
import type { LayoutContext } from './DashboardLayoutView';
import type { DashboardDraft } from './edit/editor-state';
import { EDITOR_CSS } from './edit/editor-styles';
import { LayoutEditingContext } from './edit/layout-editing';
import type { LayoutEditing } from './edit/layout-editing';
import {
  LazyCssEditorModal,
  LazyDashboardPropertiesModal,
  LazyEditControls,
  LazyNewComponentPane,
  LazySaveAsModal,
} from './edit/lazy-parts';
import { useDashboardEditor } from './edit/use-dashboard-editor';
import { useLeaveGuard } from './edit/use-leave-guard';
import { savedAddress, useSaveDashboard } from './edit/use-save-dashboard';
import type { ChosenAccess } from './properties/DashboardPropertiesModal';
import { DashboardHeader } from './header/DashboardHeader';
import { QueryQueue } from './query-queue';
import { useMemoByKey } from './use-memo-by-key';
import { dashboardVizRegistry } from './viz-registry';
import { chartTitlesOf, savedLayoutOf } from './saved-layout';
import {
  chartUrlParams,
  chartUrlParamsText,
  focusedChartId,
  hasBit,
  STANDALONE_BITS,
  standaloneMask,
} from './standalone';

// The filter bar loads beside the charts (never before them), keeping the dashboard route's script small.
const LazyFilterBar = lazy(async () => ({ default: (await import('./filters/FilterBar')).FilterBar }));
// The configuration modal loads on first use, keeping the dashboard route's script small.
const LazyFilterConfigModal = lazy(async () => ({
  default: (await import('./filters/config/FilterConfigModal')).FilterConfigModal,
}));

/** A chart as the dashboard draws it: its old viz type migrated, the dashboard's colour scheme applied. */
function dashboardChartOf(
  original: DashboardChart,
  colorScheme: string | null,
  urlParams: Record<string, string>,
): DashboardChart {
  const chart = withCurrentVizType(original);
  let formData = chart.form_data;
  if (formData && colorScheme) formData = { ...formData, color_scheme: colorScheme };
  // Superset's form_data.url_params: the address's own parameters, for every chart.
  if (formData && Object.keys(urlParams).length > 0) formData = { ...formData, url_params: urlParams };
  return formData ? { ...chart, form_data: formData } : chart;
}

/** A chart with its dashboard filters in `form_data.extra_form_data`. */
function withExtraFormData(chart: DashboardChart, extra: ExtraFormData): DashboardChart {
  return chart.form_data && Object.keys(extra).length > 0
    ? { ...chart, form_data: { ...chart.form_data, extra_form_data: extra } }
    : chart;
}

/** The dashboard as the editor's draft has it; owners and roles as last chosen in the properties form. */
function draftedDashboard(
  dashboard: Dashboard,
  draft: DashboardDraft,
  chosen: ChosenAccess | null,
): Dashboard {
  return {
    ...dashboard,
    dashboard_title: draft.dashboard_title ?? dashboard.dashboard_title,
    slug: draft.slug === undefined ? dashboard.slug : draft.slug,
    json_metadata: draft.json_metadata === undefined ? dashboard.json_metadata : draft.json_metadata,
    certified_by: draft.certified_by === undefined ? dashboard.certified_by : draft.certified_by,
    certification_details:
      draft.certification_details === undefined
        ? dashboard.certification_details
        : draft.certification_details,
    css: draft.css ?? dashboard.css,
    owners: draft.owners !== undefined && chosen ? chosen.owners : dashboard.owners,
    roles: draft.roles !== undefined && chosen ? chosen.roles : dashboard.roles,
  };
}

/** While a Tabs component is dragged onto a dashboard without top-level tabs: the zone that makes them. */
function TopLevelTabsDropZone({ editing }: { editing: LayoutEditing }) {
  const rootChild = editing.layout[DASHBOARD_ROOT_ID]?.children[0];
  if (editing.dragging?.type !== 'TABS' || rootChild !== DASHBOARD_GRID_ID) return null;
  const hover = {
    targetId: DASHBOARD_ROOT_ID,
    target: { location: { id: DASHBOARD_ROOT_ID, index: 0 }, side: 'top' as const, asChild: true },
  };
  const active = editing.hover?.targetId === DASHBOARD_ROOT_ID;
  return (
    <div
      className="meridian-empty-drop"
      data-testid="top-level-tabs-drop"
      style={{ marginBottom: 16, borderColor: active ? '#1677ff' : undefined }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!active) editing.setHover(hover);
      }}
      onDrop={(event) => {
        event.preventDefault();
        editing.drop(hover);
      }}
    >
      Drop here to give the whole dashboard tabs
    </div>
  );
}

/** A loaded dashboard: its header and layout, and the layout editor for those who may edit. */
export function DashboardView(props: {
  dashboard: Dashboard;
  charts: DashboardChart[];
  datasets: DashboardDataset[];
  /** The filter state of the permalink being opened, if any. */
  permalinkMasks?: unknown;
  /** The value of the address's `native_filters_key`, when it could be read. */
  storedFilterState?: string | null;
}) {
  const { dashboard } = props;
  const { modal, message } = App.useApp();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { idOrSlug = '' } = useParams();
  const mask = standaloneMask(location.search);
  const { me, isAdmin } = useSession();
  const isOwner = isAdmin || dashboard.owners.some((owner) => owner.id === me?.id);
  // The layout editor needs room: on a phone-narrow screen a dashboard is read-only.
  const isNarrow = useNarrowScreen();
  const canEdit = isOwner && !isNarrow;
  const askedToEdit = new URLSearchParams(location.search).get('edit') === 'true';
  const canSaveAs = useResourcePermissions('dashboard').canWrite;
  const [refreshKey, setRefreshKey] = useState(0);
  const queue = useMemo(() => new QueryQueue(), []);
  const savedLayout = useMemo(() => savedLayoutOf(dashboard, props.charts), [dashboard, props.charts]);
  // Spec §6: edit mode only with edit permission and the edit query flag.
  const [editing, setEditing] = useState(
    () => canEdit && new URLSearchParams(location.search).get('edit') === 'true',
  );
  const [savingAs, setSavingAs] = useState(false);
  const [editorModal, setEditorModal] = useState<'css' | 'properties' | null>(null);
  const [chosenAccess, setChosenAccess] = useState<ChosenAccess | null>(null);
  const editor = useDashboardEditor(savedLayout, editing);
  const baseChangedOn = useRef(dashboard.changed_on);
  const { draft, unsaved, history } = editor.state;
  const releaseGuard = useLeaveGuard(editing && unsaved);
  const [gridRef, gridSize] = useElementSize<HTMLDivElement>();
  const { setGridWidth } = editor;
  useEffect(() => {
    if (gridSize.width > 0) setGridWidth(gridSize.width);
  }, [gridSize.width, setGridWidth]);

  const metadataText = draft.json_metadata ?? dashboard.json_metadata;
  const colors = useMemo(() => dashboardColors(metadataText), [metadataText]);
  // Keyed by the charts' own params: a new native_filters_key in the address must not query every chart again.
  const chartParamsText = chartUrlParamsText(location.search);
  const urlParams = useMemo(() => chartUrlParams(chartParamsText), [chartParamsText]);
  const chartEntries = useMemo(
    () =>
      [...props.charts, ...editor.addedCharts.values()].map(
        (chart) => [chart.id, [chart, colors.colorScheme, urlParams]] as const,
      ),
    [props.charts, editor.addedCharts, colors.colorScheme, urlParams],
  );
  // Each chart keeps its object and form data (so does not query again) unless its own inputs change: adding a
  // chart in edit mode queries that chart only.
  const baseCharts = useMemoByKey(chartEntries, dashboardChartOf);
  const migration = useFilterBoxMigration({ dashboard, charts: props.charts, layout: savedLayout });
  const filterSetup = useMemo(
    () => filterSetupOf(migration.metadataText, savedLayout, props.datasets),
    [migration.metadataText, savedLayout, props.datasets],
  );
  const [incoming] = useState(() => ({
    nativeFilters: new URLSearchParams(location.search).get(NATIVE_FILTERS_PARAM),
    nativeFiltersKey: new URLSearchParams(location.search).get(NATIVE_FILTERS_KEY_PARAM),
    storedFilterState: props.storedFilterState ?? null,
    permalinkMasks: props.permalinkMasks,
  }));
  // Applied filters are stored under a key that goes into the address (native_filters_key), so a reload shows the
  // same state; without a session to store them, they go into the address itself (rison native_filters).
  const replaceSearch = useCallback(
    (search: string) => {
      if (search !== window.location.search)
        void navigate({ search, hash: window.location.hash }, { replace: true });
    },
    [navigate],
  );
  const onAppliedChange = useFilterStatePublisher({
    dashboardId: dashboard.id,
    initialKey: incoming.storedFilterState !== null ? incoming.nativeFiltersKey : null,
    onPublished: (key) => replaceSearch(searchWithFilterStateKey(window.location.search, key)),
    onFailed: (applied) => replaceSearch(searchWithMasks(window.location.search, applied)),
  });
  // The filter bar shows only outside edit mode: the saved layout names the charts.
  const chartTitles = useMemo(() => chartTitlesOf(savedLayout, baseCharts), [savedLayout, baseCharts]);
  const filters = useDashboardFilters({ setup: filterSetup, incoming, onAppliedChange, chartTitles });
  // Filter values of the address or permalink that could not be read are named once, in a toast: the page
  // opens with what could be read (the filter bar, when shown, keeps the notice too).
  useEffect(() => {
    if (filters.ignored.length > 0) void message.warning({ content: filters.ignored.join(' '), duration: 8 });
  }, [filters.ignored, message]);
  const { extraFormDataFor } = filters;
  const filteredEntries = useMemo(
    () => [...baseCharts].map(([id, chart]) => [id, [chart, extraFormDataFor(id)]] as const),
    [baseCharts, extraFormDataFor],
  );
  // Only the charts a filter change reaches get a new object, and query again.
  const chartMap = useMemoByKey(filteredEntries, withExtraFormData);
  const ready = useCallback(() => queue.whenIdle(), [queue]);
  const [configuringFilters, setConfiguringFilters] = useState(false);
  const filterConfig = useSaveFilterConfiguration(dashboard, () => setConfiguringFilters(false));
  const showFilterBar = !editing && filterSetup.filters.length > 0;
  const filterBar = showFilterBar ? (
    <Suspense fallback={<div style={{ width: filterSetup.orientation === 'VERTICAL' ? 260 : undefined }} />}>
      <LazyFilterBar
        filters={filters}
        datasets={props.datasets}
        chartTitles={chartTitles}
        ready={ready}
        {...(canEdit ? { onEditFilters: () => setConfiguringFilters(true) } : {})}
        filterSets={{
          dashboardId: dashboard.id,
          // The dashboard's owners save sets every viewer gets; others save their own.
          owner: isOwner
            ? { owner_type: 'Dashboard', owner_id: dashboard.id }
            : me
              ? { owner_type: 'User', owner_id: me.id }
              : null,
          canEditShared: isOwner,
        }}
      />
    </Suspense>
  ) : null;
  // `focused_chart=ID` scrolls that chart into view once the layout is drawn.
  const focused = focusedChartId(location.search);
  useEffect(() => {
    if (focused === null) return;
    document
      .querySelector(`[data-testid="dashboard-chart"][data-chart-id="${focused}"]`)
      ?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const layout = editing ? editor.editing.layout : savedLayout;
  const title = draft.dashboard_title ?? dashboard.dashboard_title;
  const css = draft.css ?? dashboard.css;

  const { save, saving } = useSaveDashboard(dashboard, (saved) => {
    baseChangedOn.current = saved.result.changed_on;
    releaseGuard();
    editor.dispatch({ type: 'reset', layout: editor.state.history.present });
    setEditing(false);
    const address = savedAddress(saved);
    if (address !== location.pathname || location.search) {
      dispatch(cacheUnderNewAddress(idOrSlug, saved.result));
      void navigate(address, { replace: true });
    }
  });

  const enterEdit = () => {
    baseChangedOn.current = dashboard.changed_on;
    editor.dispatch({ type: 'reset', layout: savedLayout });
    setEditing(true);
  };
  const discard = () => {
    const leave = () => {
      editor.dispatch({ type: 'reset', layout: savedLayout });
      setEditing(false);
    };
    if (!unsaved) return leave();
    modal.confirm({
      title: 'Discard changes?',
      content: 'The changes made since the last save will be lost.',
      okText: 'Discard',
      okButtonProps: { danger: true },
      onOk: leave,
    });
  };

  const context: LayoutContext = {
    layout,
    charts: chartMap,
    datasets: props.datasets,
    registry: dashboardVizRegistry,
    queue,
    labelColors: colors.labelColors,
    refreshKey,
    hideTabs: hasBit(mask, STANDALONE_BITS.hideTabs),
    hideChartControls: hasBit(mask, STANDALONE_BITS.hideChartControls) || editing,
  };
  const chartsOnDashboard = useMemo(() => new Set(chartIdsOfLayout(layout)), [layout]);

  return (
    <DashboardFiltersContext.Provider value={filters}>
      <div
        data-testid="dashboard-page"
        data-editing={editing}
        className={editing ? 'meridian-editing' : undefined}
        style={{ maxWidth: editing || showFilterBar ? 2000 : 1600, margin: '0 auto' }}
      >
        {css ? <style>{css}</style> : null}
        {editing ? <style>{EDITOR_CSS}</style> : null}
        {isOwner && isNarrow && askedToEdit ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={`Editing a dashboard needs a wider screen (at least ${NARROW_SCREEN_MAX_WIDTH + 1} px); here it is read-only.`}
          />
        ) : null}
        {hasBit(mask, STANDALONE_BITS.hideTitle) && !editing ? null : (
          <DashboardHeader
            dashboard={dashboard}
            title={title}
            canEdit={canEdit}
            editing={editing}
            onEdit={enterEdit}
            onRefresh={() => setRefreshKey((k) => k + 1)}
            onPropertiesSaved={(saved) => {
              baseChangedOn.current = saved.result.changed_on;
            }}
            extraMenuItems={[
              ...(canSaveAs ? [{ key: 'save-as', label: 'Save as', onClick: () => setSavingAs(true) }] : []),
              ...(canEdit
                ? [
                    {
                      key: 'edit-filters',
                      label: 'Add or edit filters',
                      onClick: () => setConfiguringFilters(true),
                    },
                  ]
                : []),
            ]}
            editControls={
              <Suspense fallback={null}>
                <LazyEditControls
                  title={title}
                  onTitleChange={(value) =>
                    editor.dispatch({ type: 'draft', draft: { dashboard_title: value } })
                  }
                  canUndo={history.past.length > 0}
                  canRedo={history.future.length > 0}
                  onUndo={() => editor.dispatch({ type: 'undo' })}
                  onRedo={() => editor.dispatch({ type: 'redo' })}
                  unsaved={unsaved}
                  saving={saving}
                  onDiscard={discard}
                  onSave={() =>
                    void save({ layout: history.present, draft, baseChangedOn: baseChangedOn.current })
                  }
                  extra={
                    <>
                      <Button onClick={() => setEditorModal('properties')}>Edit properties</Button>
                      <Button onClick={() => setEditorModal('css')}>Edit CSS</Button>
                      {canSaveAs ? (
                        <Button onClick={() => setSavingAs(true)} data-testid="dashboard-save-as">
                          Save as
                        </Button>
                      ) : null}
                    </>
                  }
                />
              </Suspense>
            }
          />
        )}
        <LayoutEditingContext.Provider value={editing ? editor.editing : null}>
          {editing ? null : (
            <FilterBoxBanner
              state={migration.state}
              canEdit={canEdit}
              saving={migration.saving}
              onReview={migration.review}
              onSnooze={migration.snooze}
              onConvert={() => void migration.convert()}
              onCancel={migration.cancel}
            />
          )}
          {filterSetup.orientation === 'HORIZONTAL' ? filterBar : null}
          <Flex gap={24} align="flex-start">
            {filterSetup.orientation === 'VERTICAL' ? filterBar : null}
            <div ref={gridRef} style={{ flex: 1, minWidth: 0, paddingLeft: editing ? 32 : 0 }}>
              {editing ? <TopLevelTabsDropZone editing={editor.editing} /> : null}
              <DashboardLayoutView context={context} />
            </div>
            {editing ? (
              // Its own boundary: the layout beside it must not unmount while the pane loads.
              <Suspense fallback={null}>
                <LazyNewComponentPane chartsOnDashboard={chartsOnDashboard} />
              </Suspense>
            ) : null}
          </Flex>
        </LayoutEditingContext.Provider>
        {editing && editorModal === 'css' ? (
          <Suspense fallback={null}>
            <LazyCssEditorModal
              css={css}
              open
              onChange={(value) => editor.dispatch({ type: 'draft', draft: { css: value } })}
              onClose={() => setEditorModal(null)}
            />
          </Suspense>
        ) : null}
        {editing && editorModal === 'properties' ? (
          <Suspense fallback={null}>
            <LazyDashboardPropertiesModal
              dashboard={draftedDashboard(dashboard, draft, chosenAccess)}
              open
              onCancel={() => setEditorModal(null)}
              onSubmit={async (update, chosen) => {
                // In edit mode the properties join the draft and are saved with the layout (Superset's onlyApply).
                const { changed_on: _changedOn, last_modified_time: _modified, ...fields } = update;
                const before = dashboardColors(metadataText).colorScheme;
                const after =
                  fields.json_metadata === undefined
                    ? before
                    : dashboardColors(fields.json_metadata).colorScheme;
                editor.dispatch({ type: 'draft', draft: fields, colorSchemeUpdated: before !== after });
                setChosenAccess(chosen);
                setEditorModal(null);
              }}
            />
          </Suspense>
        ) : null}
        {configuringFilters ? (
          <Suspense fallback={null}>
            <LazyFilterConfigModal
              filters={filterSetup.filters}
              datasets={props.datasets}
              layout={savedLayout}
              chartTitles={chartTitles}
              saving={filterConfig.saving}
              onSave={filterConfig.save}
              onClose={() => setConfiguringFilters(false)}
            />
          </Suspense>
        ) : null}
        {savingAs ? (
          <Suspense fallback={null}>
            <LazySaveAsModal
              dashboard={dashboard}
              layout={layout}
              css={css}
              open
              onClose={() => setSavingAs(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </DashboardFiltersContext.Provider>
  );
}
