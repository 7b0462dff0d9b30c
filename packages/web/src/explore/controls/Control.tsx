import type { Dataset } from '@meridian/core';
import type { ControlConfig } from '@meridian/viz';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AnnotationLayerControl } from './annotations/AnnotationLayerControl';
import { BoundsControl } from './basic/BoundsControl';
import { CheckboxControl } from './basic/CheckboxControl';
import { CollectionControl } from './basic/CollectionControl';
import { ColorPickerControl } from './basic/ColorPickerControl';
import { ColorSchemeControl } from './basic/ColorSchemeControl';
import { ColumnConfigControl } from './basic/ColumnConfigControl';
import { DatasourceControl } from './basic/DatasourceControl';
import { MetricOrFixedControl } from './basic/MetricOrFixedControl';
import { SelectControl } from './basic/SelectControl';
import { SliderControl } from './basic/SliderControl';
import { TextControl } from './basic/TextControl';
import { ViewportControl } from './basic/ViewportControl';
import { ColumnsControl } from './columns/ColumnsControl';
import { ControlHeader } from './common/ControlHeader';
import { ConditionalFormattingControl } from './conditional-formatting/ConditionalFormattingControl';
import { isKnownControlType, mergeErrors } from './control-panel-model';
import { AdhocFiltersControl } from './filters/AdhocFiltersControl';
import { MetricsControl } from './metrics/MetricsControl';
import { SpatialControl } from './maps/SpatialControl';
import { TimeRangeControl } from './time-range/TimeRangeControl';
import { TimeSeriesColumnsControl } from './time-series-columns/TimeSeriesColumnsControl';

/** Props of Control. */
export interface ControlProps {
  /** The control's config. */
  control: ControlConfig;
  /** The control's value. */
  value: unknown;
  /** Sets the control's value. */
  onChange: (value: unknown) => void;
  /** The whole form data. */
  formData: Readonly<Record<string, unknown>>;
  /** The dataset. */
  datasource: Dataset;
  /** The page's validation messages for this control. */
  errors: readonly string[];
}

const warned = new Set<string>();

/** Spec §2: an unknown control type logs a warning (once per type) and renders nothing. */
function warnUnknown(type: string, name: string): null {
  if (!warned.has(type)) {
    warned.add(type);
    console.warn(`Unknown control type "${type}" (control "${name}"); it is not rendered.`);
  }
  return null;
}

function controlBody(props: ControlProps, setOwnError: (error: string | null) => void): ReactNode {
  const { control, value, onChange, formData, datasource } = props;
  const shared = { value, onChange, formData, datasource };
  switch (control.type) {
    case 'DatasourceControl':
      return <DatasourceControl control={control} {...shared} />;
    case 'VizTypeControl':
    case 'HiddenControl':
      return null;
    case 'ColorSchemeControl':
      return <ColorSchemeControl control={control} {...shared} />;
    case 'TimeRangeControl':
      return <TimeRangeControl control={control} {...shared} />;
    case 'MetricsControl':
    case 'MetricControl':
      return <MetricsControl control={control} {...shared} />;
    case 'ColumnsControl':
    case 'ColumnControl':
      return <ColumnsControl control={control} {...shared} />;
    case 'AdhocFiltersControl':
      return <AdhocFiltersControl control={control} {...shared} />;
    case 'ConditionalFormattingControl':
      return <ConditionalFormattingControl control={control} {...shared} />;
    case 'AnnotationLayerControl':
      return <AnnotationLayerControl control={control} {...shared} />;
    case 'CollectionControl':
      return <CollectionControl control={control} {...shared} />;
    case 'ColumnConfigControl':
      return <ColumnConfigControl control={control} {...shared} />;
    case 'TimeSeriesColumnsControl':
      return <TimeSeriesColumnsControl control={control} {...shared} />;
    case 'ColorPickerControl':
      return <ColorPickerControl control={control} {...shared} />;
    case 'ViewportControl':
      return <ViewportControl control={control} {...shared} />;
    case 'MetricOrFixedControl':
      return <MetricOrFixedControl control={control} {...shared} />;
    case 'SpatialControl':
      return <SpatialControl control={control} {...shared} />;
    case 'BoundsControl':
      return <BoundsControl control={control} {...shared} />;
    case 'SliderControl':
      return <SliderControl control={control} {...shared} />;
    case 'CheckboxControl':
      return <CheckboxControl control={control} {...shared} />;
    case 'TextControl':
      return <TextControl control={control} {...shared} onError={setOwnError} />;
    case 'SelectControl':
      return <SelectControl control={control} {...shared} />;
  }
}

/** One control: its header (label, description, validation messages) around the control of its type. */
export function Control(props: ControlProps) {
  const { control, errors } = props;
  const [ownError, setOwnError] = useState<string | null>(null);
  const type: string = control.type;
  if (!isKnownControlType(type)) return warnUnknown(type, control.name);
  if (type === 'HiddenControl' || type === 'VizTypeControl') return null;
  const body = controlBody(props, setOwnError);
  // A checkbox carries its label beside the box.
  const label = control.type === 'CheckboxControl' ? '' : control.label;
  return (
    <ControlHeader
      name={control.name}
      label={label}
      description={control.description}
      errors={mergeErrors(errors, ownError ? [ownError] : [])}
    >
      {body}
    </ControlHeader>
  );
}
