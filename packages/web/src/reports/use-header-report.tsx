import { REPORT_MESSAGES, type ReportFormat, type ReportSchedule } from '@meridian/core';
import { Modal, Switch, type MenuProps } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../app/session';
import { useToast } from '../app/toast';
import {
  useCreateReportMutation,
  useDeleteReportMutation,
  useListReportsQuery,
  useUpdateReportMutation,
} from './report-api';
import type { ReportFormValues } from './ReportModal';

// Loaded on first use: the modal's form code stays out of the dashboard and explore chunks.
const ReportModal = lazy(async () => ({ default: (await import('./ReportModal')).ReportModal }));

/** What a header reports on. */
export interface HeaderReportTarget {
  kind: 'dashboard' | 'chart';
  id: number;
  title: string;
  /** Chart type: table charts default to a text report, as in Superset. */
  vizType?: string | undefined;
}

const DASHBOARD_FORMATS: readonly ReportFormat[] = ['PNG', 'PDF'];
const CHART_FORMATS: readonly ReportFormat[] = ['PNG', 'PDF', 'CSV', 'TEXT'];

/**
 * The header's email report entries: 'Set up an email report' when the user has none on this chart or dashboard,
 * else 'Manage email report' (active toggle, edit, delete). Answers menu items and the modal they open.
 */
export function useHeaderReport(
  target: HeaderReportTarget,
  canSchedule: boolean,
): {
  items: NonNullable<MenuProps['items']>;
  modals: ReactNode;
} {
  const { me } = useSession();
  const toast = useToast();
  const [editing, setEditing] = useState<'create' | 'edit' | null>(null);
  const creationMethod = target.kind === 'chart' ? 'charts' : 'dashboards';
  const reports = useListReportsQuery(
    {
      page: 0,
      pageSize: 1,
      filters: [
        { col: target.kind === 'chart' ? 'chart_id' : 'dashboard_id', opr: 'eq', value: target.id },
        { col: 'creation_method', opr: 'eq', value: creationMethod },
        { col: 'created_by', opr: 'rel_o_m', value: me?.id ?? 0 },
      ],
    },
    { skip: !canSchedule || !me },
  );
  const [createReport] = useCreateReportMutation();
  const [updateReport] = useUpdateReportMutation();
  const [deleteReport] = useDeleteReportMutation();
  const report: ReportSchedule | undefined = reports.data?.result[0];
  const failedToFetch = reports.isError;
  useEffect(() => {
    if (failedToFetch) toast.error(REPORT_MESSAGES.fetchFailed);
  }, [failedToFetch, toast]);
  if (!canSchedule || !me) return { items: [], modals: null };

  const toggle = async (active: boolean) => {
    if (!report) return;
    try {
      await updateReport({ id: report.id, update: { active } }).unwrap();
      toast.success(REPORT_MESSAGES.updated);
    } catch (error) {
      toast.error(REPORT_MESSAGES.toggleFailed, error);
    }
  };
  const remove = () => {
    if (!report) return;
    Modal.confirm({
      title: 'Delete email report',
      content: `This action will permanently delete ${report.name}.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteReport(report.id).unwrap();
          toast.success(REPORT_MESSAGES.deleted(report.name));
        } catch (error) {
          toast.error(REPORT_MESSAGES.deleteFailed, error);
        }
      },
    });
  };
  const submit = async (values: ReportFormValues) => {
    const fields = {
      name: values.name,
      description: values.description || null,
      crontab: values.crontab,
      timezone: values.timezone || 'UTC',
      report_format: values.report_format,
      active: values.active,
      recipients: [{ type: 'Email' as const, recipient_config_json: { target: values.recipients } }],
    };
    try {
      if (editing === 'edit' && report) {
        await updateReport({ id: report.id, update: fields }).unwrap();
        toast.success(REPORT_MESSAGES.updated);
      } else {
        await createReport({
          ...fields,
          type: 'Report',
          creation_method: creationMethod,
          ...(target.kind === 'chart' ? { chart: target.id } : { dashboard: target.id }),
          owners: [me.id],
          force_screenshot: false,
        }).unwrap();
        toast.success(REPORT_MESSAGES.created);
      }
      setEditing(null);
    } catch (error) {
      toast.error('The report could not be saved', error);
    }
  };

  const items: NonNullable<MenuProps['items']> = report
    ? [
        {
          key: 'manage-report',
          label: 'Manage email report',
          children: [
            {
              key: 'report-active',
              label: (
                <span data-testid="report-active-toggle">
                  Email reports active{' '}
                  <Switch size="small" checked={report.active} style={{ marginLeft: 8 }} />
                </span>
              ),
              onClick: () => void toggle(!report.active),
            },
            { key: 'edit-report', label: 'Edit email report', onClick: () => setEditing('edit') },
            { key: 'delete-report', label: 'Delete email report', danger: true, onClick: remove },
          ],
        },
      ]
    : [{ key: 'set-up-report', label: 'Set up an email report', onClick: () => setEditing('create') }];

  const initial: ReportFormValues = report
    ? {
        name: report.name,
        description: report.description ?? '',
        crontab: report.crontab,
        timezone: report.timezone,
        report_format: report.report_format,
        recipients: recipientTarget(report),
        active: report.active,
      }
    : {
        name: `Weekly Report for ${target.title}`,
        description: '',
        crontab: '0 12 * * 1',
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
        report_format: target.vizType === 'table' ? 'TEXT' : 'PNG',
        recipients: me.email,
        active: true,
      };
  const modals = editing ? (
    <Suspense fallback={null}>
      <ReportModal
        title={editing === 'edit' ? 'Edit email report' : 'Schedule a new email report'}
        initial={initial}
        formats={target.kind === 'chart' ? CHART_FORMATS : DASHBOARD_FORMATS}
        onCancel={() => setEditing(null)}
        onSubmit={submit}
      />
    </Suspense>
  ) : null;
  return { items, modals };
}

function recipientTarget(report: ReportSchedule): string {
  try {
    const config = JSON.parse(report.recipients[0]?.recipient_config_json ?? '{}') as { target?: string };
    return config.target ?? '';
  } catch {
    return '';
  }
}
