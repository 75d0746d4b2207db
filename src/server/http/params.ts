/** The `:id` of a route's path, refused with 400 unless it has the shape of our ids. */
import type { FastifyRequest } from 'fastify';
import { ID_PATTERN } from '../../common/schemas/fields.js';
import { fieldText } from '../api-texts.js';
import { HttpError } from '../errors.js';

export function idParam(request: FastifyRequest): string {
  const { id } = request.params as { id?: string };
  if (!id || !ID_PATTERN.test(id)) throw new HttpError(400, 'idInvalid', { fields: { id: [fieldText('notValidId')] } });
  return id;
}
