/**
 * The upload lists of the uploader and client supervisor pages: each upload with its location,
 * uploader and document status (one query, joined, in the caller's scope), in the shape
 * @refinedev/simple-rest reads, and the same filtered set as CSV for the history's export.
 */
import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { API_PATHS } from '../../../../common/api-paths.js';
import { LIST_MAX_ROWS } from '../../../../common/schemas/list-query.js';
import {
  UPLOAD_EXPORT_MAX_ROWS,
  uploadHistoryQuery,
  type UploadHistoryQuery,
  type UploadHistoryRow,
} from '../../../../common/uploads.js';
import type { Principal } from '../../../auth/authorize.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { csvSafe } from '../../../services/reports/csv-safe.js';
import { pageEnd } from '../../../http/page-end.js';
import { route } from '../../../http/route.js';

const READ_ACTION = 'uploads:read';
const SORT_COLUMNS = { createdAt: 'upload.created_at', fileName: 'upload.file_name', size: 'upload.size' } as const;
const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

export function uploadHistoryRoutes(app: FastifyInstance, context: AppContext): void {
  const filtered = (principal: Principal, query: UploadHistoryQuery) => {
    let rows = context.db
      .selectFrom('upload')
      .innerJoin('location as l', 'l.id', 'upload.location_id')
      .innerJoin('app_user as u', 'u.id', 'upload.uploader_id')
      .leftJoin('document as d', 'd.upload_id', 'upload.id')
      .where(scopeCondition('upload', principal.grants));
    const locations = asList(query.locationId);
    const uploaders = asList(query.uploaderId);
    const statuses = asList(query.documentStatus);
    if (locations) rows = rows.where('upload.location_id', 'in', locations);
    if (uploaders) rows = rows.where('upload.uploader_id', 'in', uploaders);
    if (statuses) rows = rows.where('d.status', 'in', statuses);
    if (query.createdAt_gte) rows = rows.where('upload.created_at', '>=', query.createdAt_gte);
    if (query.createdAt_lte) rows = rows.where('upload.created_at', '<=', query.createdAt_lte);
    if (query.q)
      rows = rows.where(
        sql<boolean>`lower(upload.file_name) like ${`%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
      );
    return rows;
  };

  const selectRows = <
    T extends SelectQueryBuilder<
      Database & { l: Database['location']; u: Database['app_user']; d: Database['document'] },
      'upload' | 'l' | 'u' | 'd',
      object
    >,
  >(
    rows: T,
    query: UploadHistoryQuery,
  ) =>
    rows
      .select([
        'upload.id',
        'upload.file_name',
        'upload.mime_type',
        'upload.size',
        'upload.sha256',
        'upload.location_id',
        'l.name as location_name',
        'upload.uploader_id',
        'u.name as uploader_name',
        'upload.created_at',
        'd.id as document_id',
        'd.status as document_status',
        'upload.source',
        'upload.sender',
        'upload.note',
      ])
      .orderBy(SORT_COLUMNS[query._sort], query._order)
      .orderBy('upload.id', query._order);

  const toRow = (row: Record<string, unknown>): UploadHistoryRow => ({
    id: String(row.id),
    fileName: String(row.file_name),
    mimeType: String(row.mime_type),
    size: Number(row.size),
    sha256: String(row.sha256),
    locationId: String(row.location_id),
    locationName: String(row.location_name),
    uploaderId: String(row.uploader_id),
    uploaderName: String(row.uploader_name),
    createdAt: String(row.created_at),
    documentId: row.document_id ? String(row.document_id) : null,
    documentStatus: row.document_status ? String(row.document_status) : null,
    source: row.source === 'email' ? 'email' : 'web',
    sender: row.sender ? String(row.sender) : null,
    note: row.note ? String(row.note) : null,
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.uploadHistory.list,
    action: READ_ACTION,
    summary: 'Uploads in your scope with location, uploader and document status (x-total-count)',
    tags: ['upload-history'],
    query: uploadHistoryQuery,
    handle: async ({ principal, query }, _request, reply) => {
      const rows = filtered(principal, query);
      const end = pageEnd(query, LIST_MAX_ROWS);
      const [total, page] = await Promise.all([
        rows.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
        selectRows(rows, query)
          .limit(end - query._start)
          .offset(query._start)
          .execute(),
      ]);
      reply.header('x-total-count', String(Number(total.n)));
      return page.map(toRow);
    },
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.uploadHistory.exportCsv,
    action: READ_ACTION,
    summary: 'The filtered upload history as CSV',
    tags: ['upload-history'],
    query: uploadHistoryQuery,
    answerType: 'text/csv',
    handle: async ({ principal, query }, _request, reply) => {
      const found = await selectRows(filtered(principal, query), query).limit(UPLOAD_EXPORT_MAX_ROWS).execute();
      const csv = stringify({
        header: true,
        columns: [
          'id',
          'createdAt',
          'fileName',
          'mimeType',
          'size',
          'sha256',
          'locationName',
          'uploaderName',
          'documentStatus',
          'documentId',
        ],
      });
      for (const row of found)
        csv.write(Object.fromEntries(Object.entries(toRow(row)).map(([key, value]) => [key, csvSafe(value)])));
      csv.end();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="uploads-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  });

  route(app, context, {
    method: 'GET',
    url: API_PATHS.uploadHistory.uploaders,
    action: READ_ACTION,
    summary: 'The uploaders of the uploads in your scope',
    tags: ['upload-history'],
    handle: async ({ principal }) =>
      context.db
        .selectFrom('upload')
        .innerJoin('app_user as u', 'u.id', 'upload.uploader_id')
        .where(scopeCondition('upload', principal.grants))
        .select(['u.id', 'u.name'])
        .distinct()
        .orderBy('u.name')
        .execute(),
  });
}
