import { metricLabel } from '@meridian/core';
import { columnType, firstResult, GENERIC, toNumber } from '../../echarts/options';
import { getCurrencyFormatter } from '../../format/number-format';
import { getTimeFormatter } from '../../format/time-format';
import type { BaseRendererProps, ChartProps } from '../../plugin';
import type { BigNumberTotalFormData } from './form-data';

/** Props of the Big Number renderer. */
export interface BigNumberTotalRendererProps extends BaseRendererProps {
  /** The value, or null when there is none. */
  bigNumber: number | null;
  /** The value as shown. */
  formattedBigNumber: string;
  /** Text under the number. */
  subheader: string;
  /** Header height as a fraction of the chart height. */
  headerFontSize: number;
  /** Subheader height as a fraction of the chart height. */
  subheaderFontSize: number;
}

/** Text shown when the query returned no value. */
export const NO_DATA_TEXT = 'No data';

/** The metric's value formatted as number (with currency) or, for temporal metrics, as time. */
export function formatBigNumber(
  formData: Pick<
    BigNumberTotalFormData,
    'y_axis_format' | 'time_format' | 'currency_format' | 'force_timestamp_formatting'
  >,
  value: unknown,
  isTemporal: boolean,
): string {
  if (value === null || value === undefined) return NO_DATA_TEXT;
  if (isTemporal || formData.force_timestamp_formatting) {
    return getTimeFormatter(formData.time_format)(
      typeof value === 'number' || typeof value === 'string' ? value : null,
    );
  }
  return getCurrencyFormatter(formData.currency_format, formData.y_axis_format)(toNumber(value));
}

/** Chart data -> Big Number props (pure). */
export function transformBigNumberTotalProps(
  chartProps: ChartProps<BigNumberTotalFormData>,
): BigNumberTotalRendererProps {
  const { formData: fd, width, height } = chartProps;
  const result = firstResult(chartProps.queriesData);
  const label = metricLabel(fd.metric);
  const raw = result.data[0]?.[label];
  const isTemporal = columnType(result, label) === GENERIC.TEMPORAL;
  return {
    width,
    height,
    bigNumber: toNumber(raw),
    formattedBigNumber: formatBigNumber(fd, raw, isTemporal),
    subheader: fd.subheader ?? '',
    headerFontSize: fd.header_font_size,
    subheaderFontSize: fd.subheader_font_size,
  };
}
