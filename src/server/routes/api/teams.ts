/** /api/teams and /api/team-members: a DBS supervisor's team and its DBO members. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import { hasRole } from '../../db/users.js';
import {
  teamCreate,
  teamMemberCreate,
  teamMemberRecord,
  teamRecord,
  teamUpdate,
} from '../../../common/schemas/team.js';
import { fieldText } from '../../api-texts.js';
import { HttpError } from '../../errors.js';
import type { Row } from '../../db/loose.js';
import type { ResourceDef, WriteContext } from '../../http/resource.js';

function checkSupervisor(body: Row, { refs }: WriteContext): Row {
  const supervisor = refs.supervisorId;
  if (supervisor && !hasRole(supervisor, 'isDbs')) {
    throw new HttpError(400, 'supervisorNotDbs', { fields: { supervisorId: [fieldText('notDbsSupervisor')] } });
  }
  return {};
}

const teams: ResourceDef = {
  name: 'teams',
  table: 'team',
  entity: 'team',
  record: teamRecord,
  create: teamCreate,
  update: teamUpdate,
  remove: true,
  search: ['name'],
  defaultSort: { field: 'name', order: 'asc' },
  references: { supervisorId: 'app_user' },
  buildRow: checkSupervisor,
  beforeUpdate: (_existing, changes, context) => checkSupervisor(changes, context),
};

const teamMembers: ResourceDef = {
  name: 'team-members',
  table: 'team_member',
  entity: 'team_member',
  record: teamMemberRecord,
  create: teamMemberCreate,
  remove: true,
  defaultSort: { field: 'createdAt', order: 'asc' },
  references: { teamId: 'team', userId: 'app_user' },
};

export function teamResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, teams);
  registerResource(app, context, teamMembers);
}
