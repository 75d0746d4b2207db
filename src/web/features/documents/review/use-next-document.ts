/** The oldest document still waiting in a status, other than the one just decided ("… and next"). */
import { useDataProvider } from '@refinedev/core';
import type { DocumentRecord } from '../../../../common/schemas/document';

export function useNextDocument() {
  const dataProvider = useDataProvider();
  return async (status: string, except: string): Promise<string | undefined> => {
    const { data } = await dataProvider().getList<DocumentRecord>({
      resource: 'documents',
      pagination: { currentPage: 1, pageSize: 2 },
      sorters: [{ field: 'createdAt', order: 'asc' }],
      filters: [{ field: 'status', operator: 'eq', value: status }],
    });
    return data.find((row) => row.id !== except)?.id;
  };
}
