import { DatabaseOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Select, Spin, Typography } from 'antd';
import type { AvailableEngine } from '@meridian/core';
import { describeApiError } from '../app/api-error';
import { useAvailableEnginesQuery } from './database-api';

/** Props of EnginePicker. */
export interface EnginePickerProps {
  /** Called with the engine the person picks. */
  onPick: (engine: AvailableEngine) => void;
}

/** Step 1 of connecting a database: cards of the preferred engines and a select of all of them. */
export function EnginePicker({ onPick }: EnginePickerProps) {
  const engines = useAvailableEnginesQuery();
  if (engines.isLoading) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  }
  if (engines.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the supported databases"
        description={describeApiError(engines.error).message}
      />
    );
  }
  const all = engines.data ?? [];
  const preferred = all.filter((engine) => engine.preferred);
  const cards = preferred.length > 0 ? preferred : all;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">STEP 1 OF 2</Typography.Text>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Select a database to connect
      </Typography.Title>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}>
        {cards.map((engine) => (
          <Card
            key={engine.engine}
            hoverable
            role="button"
            tabIndex={0}
            aria-label={engine.name}
            onClick={() => onPick(engine)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onPick(engine);
            }}
            styles={{ body: { padding: 16, textAlign: 'center' } }}
          >
            <DatabaseOutlined style={{ fontSize: 28, color: '#1677ff' }} />
            <Typography.Text strong style={{ display: 'block', marginTop: 8 }}>
              {engine.name}
            </Typography.Text>
          </Card>
        ))}
      </div>
      <div>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 4 }}>
          Or choose from a list of other databases we support:
        </Typography.Text>
        <Select
          showSearch
          aria-label="Supported databases"
          placeholder="Choose a database..."
          style={{ width: '100%' }}
          optionFilterProp="label"
          options={all.map((engine) => ({ value: engine.engine, label: engine.name }))}
          onChange={(key: string) => {
            const engine = all.find((candidate) => candidate.engine === key);
            if (engine) onPick(engine);
          }}
        />
      </div>
    </Flex>
  );
}
