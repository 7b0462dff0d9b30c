import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Dataset } from '@meridian/core';
import { Alert, Button, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { CodeEditor } from '../../components/code-editor/CodeEditor';
import { useDatabaseSchemasQuery } from '../../databases/database-api';
import { DatasetOptionsSelect } from '../DatasetOptionsSelect';
import type { DatasetDraft } from './dataset-draft';
import { draftBackend } from './dataset-draft';

/** Props of SourceTab. */
export interface SourceTabProps {
  /** The draft. */
  draft: DatasetDraft;
  /** Called with changed fields. */
  onChange: (patch: Partial<DatasetDraft>) => void;
  /** The saved dataset (for the database's name). */
  dataset: Dataset;
}

/** The Source tab: the table a physical dataset reads (locked until unlocked) or the SQL of a virtual one. */
export function SourceTab({ draft, onChange, dataset }: SourceTabProps) {
  const [isUnlocked, setUnlocked] = useState(false);
  const isPhysical = draft.kind === 'physical';
  const isLocked = isPhysical && !isUnlocked;
  const schemas = useDatabaseSchemasQuery(draft.database, { skip: isLocked });
  const knownDatabase = [{ value: dataset.database.id, text: dataset.database.database_name }];

  return (
    <Form layout="vertical" component="div">
      {isPhysical && (
        <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 16 }}>
          <Alert
            type="info"
            showIcon
            style={{ flex: 1 }}
            title="Physical dataset: it reads a table. Changing the table may break the charts built on it."
          />
          <Button
            icon={isUnlocked ? <UnlockOutlined /> : <LockOutlined />}
            onClick={() => setUnlocked(!isUnlocked)}
            aria-pressed={isUnlocked}
          >
            {isUnlocked ? 'Lock' : 'Edit source'}
          </Button>
        </Flex>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="Database">
            <DatasetOptionsSelect
              column="related/database"
              ariaLabel="Database"
              value={draft.database}
              knownOptions={knownDatabase}
              disabled={isLocked || !isPhysical}
              onChange={(value) => {
                if (typeof value === 'number') onChange({ database: value, schema: null });
              }}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Schema">
            <Select
              aria-label="Schema"
              showSearch
              allowClear
              disabled={isLocked}
              value={draft.schema ?? undefined}
              loading={schemas.isFetching}
              options={(schemas.data ?? (draft.schema ? [draft.schema] : [])).map((name) => ({
                value: name,
                label: name,
              }))}
              onChange={(value: string | undefined) => onChange({ schema: value ?? null })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={isPhysical ? 'Table name' : 'Dataset name'} required>
        <Input
          aria-label={isPhysical ? 'Table name' : 'Dataset name'}
          value={draft.table_name}
          disabled={isLocked}
          onChange={(event) => onChange({ table_name: event.target.value })}
        />
      </Form.Item>
      {!isPhysical && (
        <Form.Item label="SQL" required>
          <CodeEditor
            language="sql"
            ariaLabel="SQL"
            value={draft.sql}
            minHeight={180}
            maxHeight={440}
            backend={draftBackend(draft, dataset)}
            onChange={(sql) => onChange({ sql })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
