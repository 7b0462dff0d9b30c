import { CaretRightOutlined, FormatPainterOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import {
  DEFAULT_SQLLAB_LIMIT,
  SQLLAB_LIMIT_OPTIONS,
  type QueryListItem,
  type SqlLabDatabase,
  type TabState,
  type TabStateUpdate,
} from '@meridian/core';
import { Button, Card, Empty, Flex, Select, Space, Tabs, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { describeApiError } from '../app/api-error';
import { useToast } from '../app/toast';
import { useDatabaseSchemasQuery } from '../databases/database-api';
import { completionNamespace, editorDialect } from '../components/code-editor/editor-dialect';
import { QueryHistoryPane } from './QueryHistoryPane';
import { ResultsPane, RunTimer } from './ResultsPane';
import { isInFlight } from './run-state';
import { SaveDatasetModal } from './SaveDatasetModal';
import { SaveQueryModal } from './SaveQueryModal';
import { SchemaBrowser } from './SchemaBrowser';
import { SqlCodeEditor } from './SqlCodeEditor';
import { useFormatSqlMutation } from './sqllab-api';
import { useQueryRun } from './use-query-run';

/** Props of TabEditor. */
export interface TabEditorProps {
  tab: TabState;
  databases: Readonly<Record<string, SqlLabDatabase>>;
  /** Keeps a change of the tab (saved a moment later). */
  onChange: (fields: TabStateUpdate) => void;
  /** Opens SQL in a new tab. */
  onOpenInNewTab: (fields: TabStateUpdate) => void;
}

/** One editor tab: database and schema, schema browser, SQL editor, run/stop, results and history. */
export function TabEditor({ tab, databases, onChange, onOpenInNewTab }: TabEditorProps) {
  const [sql, setSql] = useState(tab.sql);
  const databaseList = useMemo(() => Object.values(databases), [databases]);
  const databaseId =
    tab.database_id !== null && databases[String(tab.database_id)]
      ? tab.database_id
      : (databaseList[0]?.id ?? null);
  const database = databaseId === null ? undefined : databases[String(databaseId)];
  const schemas = useDatabaseSchemasQuery(databaseId ?? 0, { skip: databaseId === null });
  const schema = tab.schema ?? schemas.data?.[0] ?? null;
  const limit = tab.query_limit ?? DEFAULT_SQLLAB_LIMIT;
  const [tables, setTables] = useState<string[]>([]);
  const [columns, setColumns] = useState<Record<string, string[]>>({});
  const { state: run, run: runSql, stop } = useQueryRun();
  const currentSql = useRef<() => string>(() => sql);
  const [pane, setPane] = useState('results');
  const [modal, setModal] = useState<'query' | 'dataset'>();
  const [formatSql] = useFormatSqlMutation();
  const toast = useToast();

  useEffect(() => {
    if (databaseId !== null && databaseId !== tab.database_id) onChange({ database_id: databaseId });
  }, [databaseId, tab.database_id, onChange]);
  const namespace = useMemo(
    () => completionNamespace({ schemas: schemas.data ?? [], schema, tables, columns }),
    [schemas.data, schema, tables, columns],
  );
  const dialect = useMemo(() => editorDialect(database?.backend), [database?.backend]);
  const onColumns = useCallback(
    (table: string, names: string[]) => setColumns((all) => (all[table] ? all : { ...all, [table]: names })),
    [],
  );

  const execute = useCallback(
    (text: string) => {
      if (databaseId === null || text.trim() === '') return;
      setPane('results');
      void runSql(text, {
        database_id: databaseId,
        schema,
        queryLimit: limit,
        sql_editor_id: String(tab.id),
        tab: tab.label,
        runAsync: database?.allow_run_async ?? false,
      });
    },
    [database?.allow_run_async, databaseId, limit, runSql, schema, tab.id, tab.label],
  );
  const setText = (text: string) => {
    setSql(text);
    onChange({ sql: text });
  };
  const onFormat = async () => {
    try {
      setText(await formatSql({ sql, ...(databaseId === null ? {} : { database_id: databaseId }) }).unwrap());
    } catch (error) {
      toast.error(describeApiError(error).message);
    }
  };
  const onRerun = (text: string) => {
    setText(text);
    execute(text);
  };
  const openRun = (item: QueryListItem) =>
    onOpenInNewTab({
      sql: item.sql,
      database_id: item.database.id,
      schema: item.schema,
      label: `${tab.label} (copy)`,
    });

  if (databaseList.length === 0) {
    return (
      <Empty description="No database is available to SQL Lab: connect one, or ask for access to one." />
    );
  }
  const running = run !== undefined && isInFlight(run.status);
  return (
    <Flex gap={12} align="start" data-testid="sqllab-tab-editor">
      <Card size="small" style={{ width: 280, flexShrink: 0 }} title="Database">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            aria-label="Database"
            style={{ width: '100%' }}
            value={databaseId ?? undefined}
            options={databaseList.map((db) => ({ value: db.id, label: db.database_name }))}
            onChange={(id: number) => onChange({ database_id: id, schema: null })}
          />
          <Select
            aria-label="Schema"
            style={{ width: '100%' }}
            loading={schemas.isFetching}
            value={schema ?? undefined}
            placeholder="Select schema"
            options={(schemas.data ?? []).map((name) => ({ value: name, label: name }))}
            onChange={(name: string) => onChange({ schema: name })}
            showSearch
          />
          {databaseId !== null && schema ? (
            <SchemaBrowser
              databaseId={databaseId}
              schema={schema}
              onPreview={onRerun}
              onColumns={onColumns}
              onTables={setTables}
            />
          ) : null}
        </Space>
      </Card>
      <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
        <SqlCodeEditor
          value={sql}
          onChange={setText}
          onRun={execute}
          onReady={(get) => (currentSql.current = get)}
          dialect={dialect}
          namespace={namespace}
          height={220}
        />
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space wrap>
            {running ? (
              <Button danger icon={<StopOutlined />} onClick={() => void stop()}>
                Stop
              </Button>
            ) : (
              <Tooltip title="Ctrl+Enter runs the selection, or everything">
                <Button
                  type="primary"
                  icon={<CaretRightOutlined />}
                  onClick={() => execute(currentSql.current())}
                  disabled={databaseId === null}
                >
                  Run
                </Button>
              </Tooltip>
            )}
            <Select
              aria-label="Row limit"
              value={limit}
              style={{ width: 150 }}
              options={SQLLAB_LIMIT_OPTIONS.map((value) => ({
                value,
                label: `LIMIT: ${value.toLocaleString('en-US')}`,
              }))}
              onChange={(value: number) => onChange({ query_limit: value })}
            />
            {run ? <RunTimer run={run} /> : null}
          </Space>
          <Space>
            <Button icon={<FormatPainterOutlined />} onClick={() => void onFormat()}>
              Format SQL
            </Button>
            <Button
              icon={<SaveOutlined />}
              aria-label="Save query"
              onClick={() => setModal('query')}
              disabled={databaseId === null}
            >
              Save
            </Button>
          </Space>
        </Flex>
        <Tabs
          activeKey={pane}
          onChange={setPane}
          items={[
            {
              key: 'results',
              label: 'Results',
              children: (
                <ResultsPane
                  key={run?.clientId ?? 'none'}
                  run={run}
                  height={320}
                  onSaveDataset={() => setModal('dataset')}
                />
              ),
            },
            {
              key: 'history',
              label: 'Query history',
              children: (
                <QueryHistoryPane editorId={String(tab.id)} onRerun={onRerun} onOpenInNewTab={openRun} />
              ),
            },
          ]}
        />
        {tab.saved_query_id !== null ? (
          <Typography.Text type="secondary">{`Saved query #${tab.saved_query_id}`}</Typography.Text>
        ) : null}
      </Flex>
      {databaseId !== null && modal === 'query' ? (
        <SaveQueryModal
          open
          onClose={() => setModal(undefined)}
          onSaved={(id, label) => onChange({ saved_query_id: id, label })}
          databaseId={databaseId}
          schema={schema}
          sql={sql}
          savedQueryId={tab.saved_query_id}
          defaultLabel={tab.label}
        />
      ) : null}
      {databaseId !== null && modal === 'dataset' ? (
        <SaveDatasetModal
          open
          onClose={() => setModal(undefined)}
          databaseId={databaseId}
          schema={schema}
          sql={run?.sql ?? sql}
          defaultName={`${tab.label} ${new Date().toISOString().slice(0, 19)}`}
        />
      ) : null}
    </Flex>
  );
}
