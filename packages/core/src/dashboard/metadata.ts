import { z } from 'zod';

/** Which part of a dashboard a filter or cross-filter applies to. */
export const filterScopeSchema = z.looseObject({
  /** Component ids whose subtrees are in scope, usually ['ROOT_ID']. */
  rootPath: z.array(z.string()),
  /** Chart ids left out. */
  excluded: z.array(z.number().int()),
});
export type FilterScope = z.infer<typeof filterScopeSchema>;

/** A native filter or divider of `native_filter_configuration`; known keys are typed, unknown ones kept. */
export const nativeFilterSchema = z.looseObject({
  /** `NATIVE_FILTER-…` or `NATIVE_FILTER_DIVIDER-…`. */
  id: z.string().optional(),
  /** Name shown in the filter bar. */
  name: z.string().optional(),
  /** Description shown as a tooltip. */
  description: z.string().nullable().optional(),
  /** filter_select, filter_range, filter_time, filter_timegrain, filter_timecolumn. */
  filterType: z.string().optional(),
  /** NATIVE_FILTER or DIVIDER. */
  type: z.string().optional(),
  /** Datasets and columns filtered (`datasetId`, or `datasetUuid` in exports). */
  targets: z
    .array(
      z.looseObject({
        datasetId: z.number().int().optional(),
        datasetUuid: z.string().optional(),
        column: z.looseObject({ name: z.string() }).optional(),
      }),
    )
    .optional(),
  /** Filters whose values narrow this one's options. */
  cascadeParentIds: z.array(z.string()).optional(),
  /** The default value, as extra form data and the filter's own state. */
  defaultDataMask: z
    .looseObject({
      extraFormData: z.record(z.string(), z.unknown()).optional(),
      filterState: z.record(z.string(), z.unknown()).optional(),
      ownState: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
  /** Options such as enableEmptyFilter, defaultToFirstItem, inverseSelection, multiSelect, sortAscending. */
  controlValues: z
    .looseObject({
      enableEmptyFilter: z.boolean().optional(),
      defaultToFirstItem: z.boolean().optional(),
      inverseSelection: z.boolean().optional(),
      multiSelect: z.boolean().optional(),
      sortAscending: z.boolean().optional(),
      searchAllOptions: z.boolean().optional(),
    })
    .optional(),
  /** Where the filter applies. */
  scope: filterScopeSchema.optional(),
  /** Charts in scope, derived from the scope. */
  chartsInScope: z.array(z.number().int()).optional(),
  /** Tabs in scope, derived from the scope. */
  tabsInScope: z.array(z.string()).optional(),
});
export type NativeFilter = z.infer<typeof nativeFilterSchema>;

/** Cross-filter settings of one chart in `chart_configuration`. */
export const chartConfigurationItemSchema = z.looseObject({
  /** The chart's id. */
  id: z.number().int().optional(),
  /** Where this chart's cross-filters apply: 'global' follows global_chart_configuration. */
  crossFilters: z
    .looseObject({
      scope: z.union([z.literal('global'), filterScopeSchema]).optional(),
      chartsInScope: z.array(z.number().int()).optional(),
    })
    .optional(),
});

/** `json_metadata` of a dashboard (Superset's DashboardJSONMetadataSchema); unknown keys are kept. */
export const dashboardMetadataSchema = z
  .looseObject({
    /** Native filters and dividers of the filter bar. */
    native_filter_configuration: z.array(nativeFilterSchema).nullable().optional(),
    /** Cross-filter scoping per chart id. */
    chart_configuration: z.record(z.string(), chartConfigurationItemSchema).optional(),
    /** Cross-filter scoping of every chart unless overridden. */
    global_chart_configuration: z
      .looseObject({
        scope: filterScopeSchema.optional(),
        chartsInScope: z.array(z.number().int()).optional(),
      })
      .optional(),
    /** Charts not refreshed by the periodic refresh. */
    timed_refresh_immune_slices: z.array(z.number().int()).optional(),
    /** Legacy filter-box scopes (deprecated). */
    filter_scopes: z.record(z.string(), z.unknown()).optional(),
    /** Chart id -> whether its description is expanded. */
    expanded_slices: z.record(z.string(), z.unknown()).optional(),
    /** Seconds between automatic refreshes; 0 never refreshes. */
    refresh_frequency: z.number().int().min(0).optional(),
    /** Legacy filter-box defaults, as JSON text (deprecated). */
    default_filters: z.string().optional(),
    /** Whether charts refresh one after another rather than at once. */
    stagger_refresh: z.boolean().optional(),
    /** Milliseconds over which a staggered refresh is spread. */
    stagger_time: z.number().int().min(0).optional(),
    /** Colour scheme of the dashboard's charts. */
    color_scheme: z.string().nullable().optional(),
    /** Namespace of the label colours. */
    color_namespace: z.string().nullable().optional(),
    /** Colours of the scheme, in order. */
    color_scheme_domain: z.array(z.string()).optional(),
    /** The layout, as the dashboard page saves it; the server stores it as position_json. */
    positions: z.record(z.string(), z.unknown()).nullable().optional(),
    /** Label -> colour set by the user. */
    label_colors: z.record(z.string(), z.string()).optional(),
    /** Labels shared by several charts (a list; a dict in older dashboards). */
    shared_label_colors: z.union([z.array(z.string()), z.record(z.string(), z.string())]).optional(),
    /** Label -> colour the dashboard assigned. */
    map_label_colors: z.record(z.string(), z.string()).optional(),
    /** Whether charts emit cross-filters (on unless false). */
    cross_filters_enabled: z.boolean().optional(),
    /** Whether the filter bar is on the left or on top. */
    filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).nullable().optional(),
    /** Used by old imports. */
    import_time: z.number().int().optional(),
    /** Used by old imports. */
    remote_id: z.number().int().optional(),
    /** State of the filter-box migration. */
    native_filter_migration: z.record(z.string(), z.unknown()).optional(),
  })
  .transform(({ show_native_filters: _dropped, ...rest }) => rest);
/** json_metadata as stored (a legacy `show_native_filters` key is dropped on load, as Superset does). */
export type DashboardMetadata = z.output<typeof dashboardMetadataSchema>;

/** Defaults the dashboard page applies to missing metadata keys (§3). */
export const DASHBOARD_METADATA_DEFAULTS = {
  refresh_frequency: 0,
  stagger_time: 5000,
  stagger_refresh: true,
  cross_filters_enabled: true,
  filter_bar_orientation: 'VERTICAL',
} as const;
