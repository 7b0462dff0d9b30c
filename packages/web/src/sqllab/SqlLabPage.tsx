import { datasetIdOfKey, type TabStateUpdate } from '@meridian/core';
import { Alert, Skeleton, Tabs } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { describeApiError } from '../app/api-error';
import { useToast } from '../app/toast';
import { PageHeader } from '../components/PageHeader';
import { datasetApi } from '../datasets/dataset-api';
import { useAppDispatch } from '../app/hooks';
import { sqlLabApi, useSqlLabBootstrapQuery } from './sqllab-api';
import { TabEditor } from './TabEditor';
import { useTabStore } from './use-tab-store';

/** Opens the tab a link asks for: "View in SQL Lab" (`stash`) or a saved query (`savedQueryId`), once. */
function useOpenFromLink(open: (fields: TabStateUpdate) => Promise<unknown>, isReady: boolean) {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const isDone = useRef(false);
  useEffect(() => {
    const stash = params.get('stash');
    const savedQueryId = Number(params.get('savedQueryId'));
    if (!isReady || isDone.current || (!stash && !savedQueryId)) return;
    isDone.current = true;
    const load = async (): Promise<TabStateUpdate> => {
      if (stash) {
        const form = await dispatch(sqlLabApi.endpoints.getSqlLabStash.initiate(stash)).unwrap();
        const dataset = await dispatch(
          datasetApi.endpoints.getDataset.initiate(datasetIdOfKey(form.datasourceKey)),
        ).unwrap();
        return {
          sql: form.sql,
          database_id: dataset.database.id,
          schema: dataset.schema,
          label: dataset.table_name,
        };
      }
      const saved = await dispatch(sqlLabApi.endpoints.getSavedQuery.initiate(savedQueryId)).unwrap();
      return {
        sql: saved.sql,
        database_id: saved.db_id,
        schema: saved.schema,
        label: saved.label,
        saved_query_id: saved.id,
      };
    };
    load()
      .then(open)
      .catch((error: unknown) => toast.error(`Could not open the query: ${describeApiError(error).message}`))
      .finally(() => setParams({}, { replace: true }));
  }, [dispatch, isReady, open, params, setParams, toast]);
}

/** SQL Lab (route module, loaded lazily): the user's editor tabs, kept across reloads. */
export default function SqlLabPage() {
  const bootstrap = useSqlLabBootstrapQuery();
  const store = useTabStore(bootstrap.data?.tabs);
  const [params] = useSearchParams();
  const isLoaded = bootstrap.data !== undefined;
  const hasLink = params.has('stash') || params.has('savedQueryId');
  const isCreating = useRef(false);
  const { open } = store;
  useOpenFromLink(open, isLoaded);
  useEffect(() => {
    if (
      !isLoaded ||
      hasLink ||
      store.tabs.length > 0 ||
      isCreating.current ||
      (bootstrap.data?.tabs.length ?? 0) > 0
    )
      return;
    isCreating.current = true;
    void open({}).finally(() => (isCreating.current = false));
  }, [bootstrap.data?.tabs.length, hasLink, isLoaded, open, store.tabs.length]);
  const onOpenInNewTab = useCallback((fields: TabStateUpdate) => void open(fields), [open]);

  if (bootstrap.error)
    return <Alert type="error" showIcon title={describeApiError(bootstrap.error).message} />;
  if (!bootstrap.data) return <Skeleton active />;
  const databases = bootstrap.data.databases;
  return (
    <>
      <PageHeader title="SQL Lab" extra={<Link to="/savedqueryview/list/">Saved queries</Link>} />
      <Tabs
        type="editable-card"
        activeKey={store.activeId === undefined ? undefined : String(store.activeId)}
        onChange={(key) => store.activate(Number(key))}
        onEdit={(key, action) => {
          if (action === 'add') void open({});
          else void store.close(Number(key));
        }}
        items={store.tabs.map((tab) => ({
          key: String(tab.id),
          label: tab.label,
          children: (
            <TabEditor
              tab={tab}
              databases={databases}
              onChange={(fields) => store.change(tab.id, fields)}
              onOpenInNewTab={onOpenInNewTab}
            />
          ),
        }))}
      />
    </>
  );
}
