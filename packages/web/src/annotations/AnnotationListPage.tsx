import type { Annotation } from '@meridian/core';
import { Button, Form, Input, Modal, Space } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useResourcePermissions } from '../app/permissions-api';
import { useToast } from '../app/toast';
import { AdminRowActions } from '../components/list/AdminRowActions';
import { ListTable } from '../components/list/ListTable';
import { useListPage } from '../components/list/use-list-page';
import { ApiErrorAlert } from '../components/ApiErrorAlert';
import { ContentLoading } from '../components/ContentLoading';
import { NoAccessResult } from '../components/NoAccessResult';
import { PageHeader } from '../components/PageHeader';
import {
  toDateTimeLocal,
  useCreateAnnotationMutation,
  useDeleteAnnotationMutation,
  useGetAnnotationLayerNameQuery,
  useListAnnotationsQuery,
  useUpdateAnnotationMutation,
} from './annotation-layer-api';

const SORTABLE = new Set(['short_descr', 'long_descr', 'start_dttm', 'end_dttm']);

/** A layer's annotations at /annotationlayer/:layerId/annotation/ (route module, loaded lazily). */
export default function AnnotationListPage() {
  const permissions = useResourcePermissions('annotation_layer');
  const layerId = Number(useParams()['layerId']);
  if (permissions.isLoading) return <ContentLoading />;
  if (!permissions.canRead || !Number.isInteger(layerId)) return <NoAccessResult />;
  return <AnnotationList layerId={layerId} canWrite={permissions.canWrite} />;
}

/** The add / edit modal of an annotation: name, start and end, description. */
function AnnotationModal({
  layerId,
  annotation,
  onClose,
}: {
  layerId: number;
  annotation: Annotation | 'new';
  onClose: () => void;
}) {
  const isNew = annotation === 'new';
  const [shortDescr, setShortDescr] = useState(isNew ? '' : annotation.short_descr);
  const [start, setStart] = useState(isNew ? '' : toDateTimeLocal(annotation.start_dttm));
  const [end, setEnd] = useState(isNew ? '' : toDateTimeLocal(annotation.end_dttm));
  const [longDescr, setLongDescr] = useState(isNew ? '' : (annotation.long_descr ?? ''));
  const [create, created] = useCreateAnnotationMutation();
  const [update, updated] = useUpdateAnnotationMutation();
  const toast = useToast();
  const save = async () => {
    // One date fills both ends: an event is an annotation that starts and ends at once.
    const body = {
      short_descr: shortDescr.trim(),
      start_dttm: start,
      end_dttm: end || start,
      long_descr: longDescr,
    };
    try {
      if (isNew) await create({ layerId, body }).unwrap();
      else await update({ layerId, id: annotation.id, update: body }).unwrap();
      onClose();
    } catch (error) {
      toast.error('There was an issue saving the annotation', error);
    }
  };
  return (
    <Modal
      open
      title={isNew ? 'Add annotation' : 'Edit annotation'}
      okText={isNew ? 'Add' : 'Save'}
      okButtonProps={{
        disabled: !shortDescr.trim() || !start,
        loading: created.isLoading || updated.isLoading,
      }}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="Annotation name" required>
          <Input
            aria-label="Annotation name"
            value={shortDescr}
            onChange={(e) => setShortDescr(e.target.value)}
          />
        </Form.Item>
        <Space>
          <Form.Item label="Start" required>
            <Input
              aria-label="Start"
              type="datetime-local"
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
          </Form.Item>
          <Form.Item label="End">
            <Input
              aria-label="End"
              type="datetime-local"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </Form.Item>
        </Space>
        <Form.Item label="Description">
          <Input.TextArea
            aria-label="Description"
            rows={3}
            value={longDescr}
            onChange={(e) => setLongDescr(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function AnnotationList({ layerId, canWrite }: { layerId: number; canWrite: boolean }) {
  const list = useListPage<Annotation>({
    order: { orderColumn: 'start_dttm', orderDirection: 'asc' },
    sortable: SORTABLE,
  });
  const [editing, setEditing] = useState<Annotation | 'new' | null>(null);
  const layerName = useGetAnnotationLayerNameQuery(layerId);
  const annotations = useListAnnotationsQuery({ layerId, request: list.request });
  const [deleteAnnotation] = useDeleteAnnotationMutation();
  const toast = useToast();
  const remove = async (annotation: Annotation) => {
    try {
      await deleteAnnotation({ layerId, id: annotation.id }).unwrap();
      toast.success(`Deleted: ${annotation.short_descr}`);
    } catch (error) {
      toast.error(`There was an issue deleting ${annotation.short_descr}`, error);
    }
  };
  const time = (value: string) => value.replace('T', ' ').slice(0, 16);
  const columns: TableProps<Annotation>['columns'] = [
    { title: 'Name', dataIndex: 'short_descr', key: 'short_descr', sorter: true },
    { title: 'Description', dataIndex: 'long_descr', key: 'long_descr', sorter: true },
    {
      title: 'Start',
      dataIndex: 'start_dttm',
      key: 'start_dttm',
      sorter: true,
      defaultSortOrder: 'ascend',
      render: time,
    },
    { title: 'End', dataIndex: 'end_dttm', key: 'end_dttm', sorter: true, render: time },
    ...(canWrite
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, annotation: Annotation) => (
              <AdminRowActions
                name={annotation.short_descr}
                onEdit={() => setEditing(annotation)}
                onDelete={() => remove(annotation)}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Link to="/annotationlayer/list/">Back to all</Link>
      <PageHeader
        title={layerName.data ? `Annotation layer ${layerName.data}` : 'Annotation layer'}
        extra={
          canWrite ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              + Annotation
            </Button>
          ) : null
        }
      />
      <ApiErrorAlert error={annotations.error} lead="An error occurred while fetching annotations" />
      <ListTable<Annotation> list={list} answer={annotations} columns={columns} testId="annotation-list" />
      {editing ? (
        <AnnotationModal layerId={layerId} annotation={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
