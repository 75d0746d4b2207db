/** A location's inbound address (and, for administrators, its allowed senders). */
import { API_PATHS } from '../../../common/api-paths';
import type { LocationMailbox } from '../../../common/schemas/mail-intake';
import { useApiQuery } from '../../shared/http/use-api-query';

export function useMailbox(locationId: string, enabled = true) {
  return useApiQuery<LocationMailbox>(API_PATHS.mailIntake.location, { params: { id: locationId }, enabled });
}
