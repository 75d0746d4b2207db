/**
 * Reads one document's work view by id, as the processing page and the read-only views show it:
 * the work, or not found (no such document in the user's scope, or no valid id), or why it failed.
 */
import { API_PATHS } from '../../../../common/api-paths';
import type { DocumentWork } from '../../../../common/schemas/document-work';
import { api } from '../../../shared/http/api-client';
import { ApiProblem } from '../../../shared/http/api-problem';

export type WorkRead =
  { kind: 'ready'; work: DocumentWork } | { kind: 'notFound' } | { kind: 'failed'; message: string };

export async function readDocumentWork(id: string): Promise<WorkRead> {
  try {
    return { kind: 'ready', work: await api.get<DocumentWork>(API_PATHS.documents.work, { params: { id } }) };
  } catch (error) {
    if (error instanceof ApiProblem && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
