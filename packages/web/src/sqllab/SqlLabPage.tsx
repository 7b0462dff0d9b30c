import { datasetIdOfKey } from '@meridian/core';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tooltip } from 'antd';
import { CaretRightOutlined, CopyOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { describeApiError } from '../app/api-error';
import { NotBuiltYet } from '../components/NotBuiltYet';
import { PageHeader } from '../components/PageHeader';
import { useGetDatasetQuery } from '../datasets/dataset-api';
import { SqlEditor } from '../explore/controls/common/SqlEditor';
import { useCopyToClipboard } from '../explore/use-copy';
import { useGetSqlLabStashQuery } from './sqllab-api';

/** Why Run is disabled: the server has no endpoint that runs SQL Lab queries yet. */
export const SQLLAB_RUN_UNAVAILABLE =
  'Running queries in SQL Lab is not available yet. Copy the SQL to run it in another client.';

/**
 * SQL Lab page (route module, loaded lazily). Opened by "View in SQL Lab" it shows the dataset and the SQL explore
 * sent (read back from the server by its stash key); opened from the menu it says the editor is not built yet.
 */
export default function SqlLabPage() {
  const [params] = useSearchParams();
  const stash = params.get('stash');
  if (!stash) return <NotBuiltYet title="SQL Lab" subject="The SQL editor and saved queries" />;
  return <SqlLabView stashKey={stash} />;
}

function SqlLabView({ stashKey }: { stashKey: string }) {
  const form = useGetSqlLabStashQuery(stashKey);
  const datasetId = form.data ? datasetIdOfKey(form.data.datasourceKey) : undefined;
  const dataset = useGetDatasetQuery(datasetId ?? 0, { skip: datasetId === undefined });
  const copy = useCopyToClipboard();
  const sql = form.data?.sql ?? '';
  const failure = form.error ?? dataset.error;
  return (
    <>
      <PageHeader title="SQL Lab" />
      <Card>
        {failure ? (
          <Alert type="error" showIcon title={describeApiError(failure).message} />
        ) : !form.data || !dataset.data ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={12}>
            <Descriptions
              size="small"
              column={3}
              items={[
                { key: 'database', label: 'Database', children: dataset.data.database.database_name },
                { key: 'schema', label: 'Schema', children: dataset.data.schema ?? '' },
                { key: 'dataset', label: 'Dataset', children: dataset.data.table_name },
              ]}
            />
            <div style={{ height: 280 }}>
              <SqlEditor ariaLabel="SQL" value={sql} readOnly onChange={() => undefined} />
            </div>
            <Alert type="info" showIcon title={SQLLAB_RUN_UNAVAILABLE} />
            <Flex gap={8} justify="flex-end">
              <Button icon={<CopyOutlined />} onClick={() => void copy(sql)}>
                Copy
              </Button>
              <Tooltip title={SQLLAB_RUN_UNAVAILABLE}>
                <Button type="primary" icon={<CaretRightOutlined />} disabled>
                  Run
                </Button>
              </Tooltip>
            </Flex>
          </Flex>
        )}
      </Card>
    </>
  );
}
