/** A tenant's API keys: the list, and the create and revoke writes that refresh it. */
import { API_PATHS } from '../../../common/api-paths';
import type { ApiKeyCreate, ApiKeyCreated, ApiKeyView } from '../../../common/schemas/api-key';
import { api } from '../../shared/http/api-client';
import { useApiQuery } from '../../shared/http/use-api-query';
import { useApiWrite } from '../../shared/http/use-api-write';

export function useApiKeys(tenantId: string) {
  const list = useApiQuery<{ keys: ApiKeyView[] }>(API_PATHS.apiKeys.list, {
    query: { tenantId },
    errorToast: false,
  });
  const write = useApiWrite();
  const create = async (body: Omit<ApiKeyCreate, 'tenantId'>): Promise<ApiKeyCreated> => {
    const created = await write.run(() =>
      api.post<ApiKeyCreated>(API_PATHS.apiKeys.list, { body: { ...body, tenantId } }),
    );
    await list.refetch();
    return created;
  };
  const revoke = async (id: string, success: string): Promise<void> => {
    await write.run(() => api.post(API_PATHS.apiKeys.revoke, { params: { id } }), success);
    await list.refetch();
  };
  return { list, create, revoke, busy: write.busy };
}
