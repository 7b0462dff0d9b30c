import {
  listResponseSchema,
  reportExecutionLogSchema,
  reportWriteAnswerSchema,
  reportScheduleSchema,
  type ReportExecutionLog,
  type ReportSchedule,
  type ReportScheduleCreate,
  type ReportScheduleUpdate,
} from '@meridian/core';
import { api } from '../app/api';
import { encodeListRequest, type ListRequest } from '../app/list-query';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Report'] });

/** Endpoints of alerts & reports (`/api/v1/report/`). */
export const reportApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    listReports: build.query<{ count: number; result: ReportSchedule[] }, ListRequest>({
      query: (request) => `/api/v1/report/?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => listResponseSchema(reportScheduleSchema).parse(raw),
      providesTags: ['Report'],
    }),
    listReportLogs: build.query<
      { count: number; result: ReportExecutionLog[] },
      { id: number; request: ListRequest }
    >({
      query: ({ id, request }) => `/api/v1/report/${id}/log/?q=${encodeListRequest(request)}`,
      transformResponse: (raw: unknown) => listResponseSchema(reportExecutionLogSchema).parse(raw),
      providesTags: ['Report'],
    }),
    createReport: build.mutation<number, ReportScheduleCreate>({
      query: (body) => ({ url: '/api/v1/report/', method: 'POST', body }),
      transformResponse: (raw: unknown) => reportWriteAnswerSchema.parse(raw).id,
      invalidatesTags: ['Report'],
    }),
    updateReport: build.mutation<void, { id: number; update: ReportScheduleUpdate }>({
      query: ({ id, update }) => ({ url: `/api/v1/report/${id}`, method: 'PUT', body: update }),
      transformResponse: () => undefined,
      invalidatesTags: ['Report'],
    }),
    deleteReport: build.mutation<void, number>({
      query: (id) => ({ url: `/api/v1/report/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Report'],
    }),
  }),
});

export const {
  useListReportsQuery,
  useListReportLogsQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
} = reportApi;
