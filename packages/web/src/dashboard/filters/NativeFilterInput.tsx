import type { DashboardDataset, DataMask, ExtraFormData, NativeFilter } from '@meridian/core';
import { RangeFilter } from './RangeFilter';
import { SelectFilter } from './SelectFilter';
import { TimeColumnFilter, TimeGrainFilter, TimeRangeFilter } from './TimeFilters';

/** Props of NativeFilterInput. */
export interface NativeFilterInputProps {
  filter: NativeFilter;
  /** The value shown. */
  mask: DataMask | undefined;
  /** The parents' merged selection (cascade). */
  parentExtraFormData: ExtraFormData;
  onChange: (mask: DataMask) => void;
  /** Resolves when values may be asked without delaying charts. */
  ready: () => Promise<void>;
  datasets: readonly DashboardDataset[];
}

/** The input of one filter by its type: the filter bar's control, and the configuration modal's default value. */
export function NativeFilterInput(props: NativeFilterInputProps) {
  const { filter, mask, onChange, datasets } = props;
  switch (filter.filterType) {
    case 'filter_select':
      return (
        <SelectFilter
          filter={filter}
          mask={mask}
          parentExtraFormData={props.parentExtraFormData}
          onChange={onChange}
          ready={props.ready}
        />
      );
    case 'filter_range':
      return (
        <RangeFilter
          filter={filter}
          mask={mask}
          parentExtraFormData={props.parentExtraFormData}
          onChange={onChange}
          ready={props.ready}
        />
      );
    case 'filter_time':
      return <TimeRangeFilter filter={filter} mask={mask} onChange={onChange} datasets={datasets} />;
    case 'filter_timegrain':
      return <TimeGrainFilter filter={filter} mask={mask} onChange={onChange} datasets={datasets} />;
    case 'filter_timecolumn':
      return <TimeColumnFilter filter={filter} mask={mask} onChange={onChange} datasets={datasets} />;
    default:
      return null;
  }
}
