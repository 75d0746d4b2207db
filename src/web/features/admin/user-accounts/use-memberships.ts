/** The locations and teams of the users on the page shown, by user (kept live by Refine). */
import { useList, type BaseRecord } from '@refinedev/core';
import { useMemo } from 'react';

interface LinkRow extends BaseRecord {
  userId: string;
  locationId?: string;
  teamId?: string;
}

export function useMemberships(userIds: readonly string[]) {
  const query = (resource: string) => ({
    resource,
    pagination: { currentPage: 1, pageSize: 1000 },
    filters: [{ field: 'userId', operator: 'in' as const, value: userIds }],
    queryOptions: { enabled: userIds.length > 0 },
  });
  const { result: links } = useList<LinkRow>(query('user-locations'));
  const { result: members } = useList<LinkRow>(query('team-members'));
  return useMemo(() => {
    const locations = new Map<string, string[]>();
    const teams = new Map<string, string[]>();
    for (const link of userIds.length ? links.data : [])
      locations.set(link.userId, [...(locations.get(link.userId) ?? []), String(link.locationId)]);
    for (const member of userIds.length ? members.data : [])
      teams.set(member.userId, [...(teams.get(member.userId) ?? []), String(member.teamId)]);
    return { locations, teams };
  }, [userIds, links.data, members.data]);
}
