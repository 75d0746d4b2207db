/** The locations and teams of the users on the page shown, by user (kept live by Refine). */
import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import type { TeamMember } from '../../../../common/schemas/team';
import type { UserLocation } from '../../../../common/schemas/user';

export function useMemberships(userIds: readonly string[]) {
  const query = (resource: string) => ({
    resource,
    pagination: { currentPage: 1, pageSize: 1000 },
    filters: [{ field: 'userId', operator: 'in' as const, value: userIds }],
    queryOptions: { enabled: userIds.length > 0 },
  });
  const { result: links } = useList<UserLocation>(query('user-locations'));
  const { result: members } = useList<TeamMember>(query('team-members'));
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
