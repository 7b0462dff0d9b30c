import type { ComparisonGroups, ComparisonOperator } from './comparisons';
import { convertInternetAddress, internetAddressFilter } from './internet-address';
import { convertPort, portFilter } from './internet-port';
import type { AdvancedDataTypeResponse, AdvancedValue } from './schemas';

/** An advanced data type (Superset's AdvancedDataType): how typed values convert and how a filter on them reads. */
export interface AdvancedDataType {
  /** The key columns name in advanced_data_type. */
  name: string;
  /** Readable name. */
  verbose_name: string;
  /** What the values are. */
  description: string;
  /** Column types it applies to. */
  valid_data_types: readonly string[];
  /** Converts the values typed in a filter. */
  translateType: (values: readonly (string | number)[]) => AdvancedDataTypeResponse;
  /** The comparisons a filter with converted values stands for. */
  translateFilter: (op: ComparisonOperator, values: readonly AdvancedValue[]) => ComparisonGroups;
}

/** IPv4 addresses and CIDR blocks, stored as integers. */
export const internetAddressType: AdvancedDataType = {
  name: 'internet_address',
  verbose_name: 'internet address',
  description: 'represents both an ip and cidr range',
  valid_data_types: ['int'],
  translateType: convertInternetAddress,
  translateFilter: internetAddressFilter,
};

/** Ports, by number or service name. */
export const portType: AdvancedDataType = {
  name: 'port',
  verbose_name: 'port',
  description: 'represents of a port',
  valid_data_types: ['int'],
  translateType: convertPort,
  translateFilter: portFilter,
};

/** Advanced types by name, from a list (Superset's ADVANCED_DATA_TYPES config). */
export function advancedDataTypeRegistry(
  types: readonly AdvancedDataType[],
): ReadonlyMap<string, AdvancedDataType> {
  return new Map(types.map((type) => [type.name, type]));
}

/** The two types Superset ships. */
export const ADVANCED_DATA_TYPES = advancedDataTypeRegistry([internetAddressType, portType]);
