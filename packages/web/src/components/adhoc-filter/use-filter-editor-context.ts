import type { Dataset } from '@meridian/core';
import type { FilterEditorContext } from './adhoc-filter';
import { usePartitionColumnQuery } from './filter-editor-api';

/** The filter editor's context for a dataset: its columns, and a physical table's partition column once known. */
export function useFilterEditorContext(
  datasource: Pick<Dataset, 'columns' | 'sql' | 'schema' | 'table_name' | 'database'>,
): FilterEditorContext {
  // Only a physical table has partitions; of our engines only PostgreSQL names its partition column.
  const isTable = !datasource.sql && datasource.schema !== null;
  const partition = usePartitionColumnQuery(
    { databaseId: datasource.database.id, schema: datasource.schema ?? '', table: datasource.table_name },
    { skip: !isTable },
  );
  return {
    columns: datasource.columns,
    partitionColumn: isTable ? (partition.data ?? null) : null,
    tableName: [datasource.schema, datasource.table_name].filter(Boolean).join('.'),
  };
}
