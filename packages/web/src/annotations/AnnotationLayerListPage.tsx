import type { AnnotationLayer } from '@meridian/core';
import { Button, Form, Input, Modal } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useResourcePermissions } from '../app/permissions-api';
import { useToast } from '../app/toast';
import { AdminRowActions } from '../components/list/AdminRowActions';
import { ListTable } from '../components/list/ListTable';
import { useListPage } from '../components/list/use-list-page';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import { formatRelativeTime } from '../components/relative-time';
import {
  useCreateAnnotationLayerMutation,
  useDeleteAnnotationLayerMutation,
  useListAnnotationLayersQuery,
  useUpdateAnnotationLayerMutation,
} from './annotation-layer-api';

const SORTABLE = new Set(['name', 'descr', 'changed_on', 'created_on']);

/** The page of a layer's annotations. */
export function annotationListPath(layerId: number): string {
  return `/annotationlayer/${layerId}/annotation/`;
}

/** Annotation layers page at /annotationlayer/list/ (route module, loaded lazily). */
export default function AnnotationLayerListPage() {
  const permissions = useResourcePermissions('annotation_layer');
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead) return <NoAccessResult />;
  return <AnnotationLayerList canWrite={permissions.canWrite} />;
}

/** The add / edit modal of a layer: name and description. */
function LayerModal({ layer, onClose }: { layer: AnnotationLayer | 'new'; onClose: () => void }) {
  const isNew = layer === 'new';
  const [name, setName] = useState(isNew ? '' : layer.name);
  const [descr, setDescr] = useState(isNew ? '' : (layer.descr ?? ''));
  const [create, created] = useCreateAnnotationLayerMutation();
  const [update, updated] = useUpdateAnnotationLayerMutation();
  const toast = useToast();
  const save = async () => {
    try {
      const body = { name: name.trim(), descr };
      if (isNew) await create(body).unwrap();
      else await update({ id: layer.id, update: body }).unwrap();
      onClose();
    } catch (error) {
      toast.error('There was an issue saving the annotation layer', error);
    }
  };
  return (
    <Modal
      open
      title={isNew ? 'Add annotation layer' : 'Edit annotation layer'}
      okText={isNew ? 'Add' : 'Save'}
      okButtonProps={{ disabled: !name.trim(), loading: created.isLoading || updated.isLoading }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Annotation layer name" required>
          <Input aria-label="Annotation layer name" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            aria-label="Description"
            rows={3}
            value={descr}
            onChange={(e) => setDescr(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AnnotationLayerList({ canWrite }: { canWrite: boolean }) {
  const list = useListPage<AnnotationLayer>({
    order: { orderColumn: 'name', orderDirection: 'asc' },
    sortable: SORTABLE,
  });
  const [editing, setEditing] = useState<AnnotationLayer | 'new' | null>(null);
  const layers = useListAnnotationLayersQuery(list.request);
  const [deleteLayer] = useDeleteAnnotationLayerMutation();
  const toast = useToast();
  const remove = async (layer: AnnotationLayer) => {
    try {
      await deleteLayer(layer.id).unwrap();
      toast.success(`Deleted: ${layer.name}`);
    } catch (error) {
      toast.error(`There was an issue deleting ${layer.name}`, error);
    }
  };
  const columns: TableProps<AnnotationLayer>['columns'] = [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      defaultSortOrder: 'ascend',
      render: (name: string, layer) => <Link to={annotationListPath(layer.id)}>{name}</Link>,
    },
    { title: 'Description', dataIndex: 'descr', key: 'descr', sorter: true },
    {
      title: 'Last modified',
      dataIndex: 'changed_on',
      key: 'changed_on',
      sorter: true,
      render: (value: string) => formatRelativeTime(value),
    },
    {
      title: 'Created by',
      key: 'created_by',
      render: (_, layer) =>
        layer.created_by ? `${layer.created_by.first_name} ${layer.created_by.last_name}` : '',
    },
    ...(canWrite
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, layer: AnnotationLayer) => (
              <AdminRowActions
                name={layer.name}
                onEdit={() => setEditing(layer)}
                onDelete={() => remove(layer)}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title="Annotation layers"
        extra={
          canWrite ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              + Annotation layer
            </Button>
          ) : null
        }
      />
      <ApiErrorAlert error={layers.error} lead="An error occurred while fetching annotation layers" />
      <ListTable<AnnotationLayer>
        list={list}
        answer={layers}
        columns={columns}
        testId="annotation-layer-list"
      />
      {editing ? <LayerModal layer={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
