/** Deletes one record of a resource, with a toast either way (the toast is the answer). */
import { useDelete, type BaseKey } from '@refinedev/core';
import { useToastedAction } from '../http/use-api-write';

export function useRemoveRecord(resource: string) {
  const { mutateAsync: remove } = useDelete();
  const run = useToastedAction();
  return (id: BaseKey, success: string) =>
    run(() => remove({ resource, id, successNotification: false, errorNotification: false }), success);
}
