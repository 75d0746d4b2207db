/** /api/settings: the fixed set of system settings; each key checks its value with its own schema. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerResource } from '../../http/register-resource.js';
import type { z } from 'zod';
import { SETTING_VALUES, settingRecord, settingUpdate, type SettingKey } from '../../../common/schemas/setting.js';
import { HttpError, parseOr400 } from '../../errors.js';
import type { ResourceDef } from '../../http/resource.js';

const settings: ResourceDef = {
  name: 'settings',
  table: 'setting',
  entity: 'setting',
  record: settingRecord,
  update: settingUpdate,
  defaultSort: { field: 'id', order: 'asc' },
  beforeUpdate: (existing, changes) => {
    const schema = SETTING_VALUES[existing.id as SettingKey] as z.ZodType | undefined;
    if (!schema) throw new HttpError(409, 'settingUnknown', { params: { id: String(existing.id) } });
    const value: unknown = parseOr400(schema, JSON.parse(String(changes.value)));
    return { value: JSON.stringify(value) };
  },
};

export function settingResourceRoutes(app: FastifyInstance, context: AppContext): void {
  registerResource(app, context, settings);
}
