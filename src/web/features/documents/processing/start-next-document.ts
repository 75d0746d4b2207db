/** Start next: the server claims the DBO's next document and answers its id; none waiting is a 404. */
import { API_PATHS } from '../../../../common/api-paths';
import { api } from '../../../shared/http/api-client';
import { ApiProblem } from '../../../shared/http/api-problem';

/** The claimed document's id; undefined when nothing waits. */
export async function startNextDocument(): Promise<string | undefined> {
  try {
    const answer = await api.post<{ id: string }>(API_PATHS.documents.startNext, { body: {} });
    return answer.id;
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 404) return undefined;
    throw error;
  }
}
