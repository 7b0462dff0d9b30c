import { createDefaultVizRegistry } from '@meridian/viz';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { useDebouncedValue } from '../components/use-debounced-value';
import { useListDatasetsQuery } from '../datasets/dataset-api';
import { VizTypeGallery } from '../explore/viz-picker/VizTypeGallery';
import { chartAddExplorePath, datasetSearchRequest } from './chart-add';

const SEARCH_DEBOUNCE_MS = 250;

/** Superset's chart-creation page at /chart/add: choose a dataset, choose a chart type, create (route module). */
export default function ChartAddPage() {
  const navigate = useNavigate();
  const entries = useMemo(() => [...createDefaultVizRegistry().values()], []);
  const [datasetId, setDatasetId] = useState<number | undefined>();
  const [vizType, setVizType] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const filter = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const datasets = useListDatasetsQuery(datasetSearchRequest(filter));
  const options = (datasets.data?.result ?? []).map((dataset) => ({
    value: dataset.id,
    label: dataset.table_name,
  }));
  const create = (chosen: string | undefined = vizType) => {
    if (datasetId !== undefined && chosen) void navigate(chartAddExplorePath(datasetId, chosen));
  };

  return (
    <div data-test="chart-add-page">
      <PageHeader title="Create a new chart" />
      <Flex vertical gap={16}>
        <Card size="small" title="1. Choose a dataset">
          <Flex gap={12} align="center" wrap>
            <Select
              aria-label="Dataset"
              showSearch={{ filterOption: false, onSearch: setSearch }}
              placeholder="Choose a dataset"
              loading={datasets.isFetching}
              value={datasetId}
              onChange={(value: number) => setDatasetId(value)}
              options={options}
              style={{ width: 360, maxWidth: '100%' }}
            />
            <Typography.Text type="secondary">
              Instructions to add a dataset are available in the <Link to="/dataset/add/">Add dataset</Link>{' '}
              page.
            </Typography.Text>
          </Flex>
        </Card>
        <Card
          size="small"
          title="2. Choose chart type"
          styles={{ body: { height: 520, display: 'flex', gap: 16 } }}
        >
          <VizTypeGallery entries={entries} selected={vizType} onSelect={setVizType} onConfirm={create} />
        </Card>
        <Flex justify="flex-end">
          <Button type="primary" disabled={datasetId === undefined || !vizType} onClick={() => create()}>
            Create new chart
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
