import { decodeRison } from '../../rison';
import type { DashboardMetadata, NativeFilter } from '../metadata';
import {
  emptyDataMask,
  parseDataMaskMap,
  type DataMask,
  type DataMaskMap,
  type ParsedDataMasks,
} from './data-mask';
import { isDivider } from './native-filter';

/** URL parameter holding the rison data masks. */
export const NATIVE_FILTERS_PARAM = 'native_filters';
/** URL parameter holding the key of a stored filter state. */
export const NATIVE_FILTERS_KEY_PARAM = 'native_filters_key';
/** URL parameter holding a permalink key. */
export const PERMALINK_KEY_PARAM = 'permalink_key';

/** Reads the rison `native_filters` parameter; malformed text or entries are ignored with a message. */
export function dataMasksFromRison(text: string): ParsedDataMasks {
  let decoded: unknown;
  try {
    decoded = decodeRison(text);
  } catch {
    return {
      masks: {},
      problems: ['The native_filters parameter of the address is not valid rison; it was ignored.'],
    };
  }
  return parseDataMaskMap(decoded);
}

/**
 * The masks a dashboard starts with (§6 hydrate): each native filter gets
 * `initial ⊕ defaultDataMask ⊕ incoming[id]`; every chart that may cross-filter starts empty, so incoming
 * cross-filters are restored only when `keepCrossFilters` (a permalink keeps the whole state).
 */
export function hydrateDataMasks(options: {
  filters: readonly NativeFilter[];
  metadata: Pick<DashboardMetadata, 'chart_configuration' | 'cross_filters_enabled'>;
  incoming: DataMaskMap;
  keepCrossFilters?: boolean;
}): DataMaskMap {
  const masks: DataMaskMap = {};
  for (const filter of options.filters) {
    if (!filter.id || isDivider(filter)) continue;
    const defaults = (filter.defaultDataMask ?? {}) as DataMask;
    masks[filter.id] = {
      ...emptyDataMask(filter.id),
      ...defaults,
      ...options.incoming[filter.id],
      id: filter.id,
    };
  }
  if (options.metadata.cross_filters_enabled !== false) {
    for (const key of Object.keys(options.metadata.chart_configuration ?? {}))
      masks[key] = emptyDataMask(key);
    if (options.keepCrossFilters) {
      for (const [key, mask] of Object.entries(options.incoming)) {
        if (/^\d+$/.test(key)) masks[key] = { ...emptyDataMask(key), ...mask, id: key };
      }
    }
  }
  return masks;
}

/** The applied native masks worth keeping in the address or a stored state: those of NATIVE_FILTER- ids. */
export function nativeMasksOnly(masks: DataMaskMap): DataMaskMap {
  return Object.fromEntries(Object.entries(masks).filter(([key]) => key.startsWith('NATIVE_FILTER-')));
}
