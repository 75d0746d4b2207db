/**
 * The tus endpoints under /api/uploads/tus, declared through route() like every other route, so
 * the one authentication hook (auth/authenticate.ts) checks the bearer token on every one of
 * them; OPTIONS (protocol discovery) alone is public. Each route is authorized with the policy
 * action uploads:create, checks the location scope, and hands the raw request to @tus/server.
 *
 * - create (POST): the location from the metadata must be one of the caller's; the size must be
 *   known and within the limit (413 with the limit); an intake row records the owner.
 * - resume (HEAD, PATCH) and cancel (DELETE): only the upload's owner, still at that location;
 *   anyone else gets 404, as if the upload did not exist.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { API_PATHS } from '../../../../common/api-paths.js';
import {
  encodeResultHeader,
  intakeResult,
  RESULT_HEADER,
  uploadMetadata,
  type SizeRefusal,
} from '../../../../common/uploads.js';
import type { Principal } from '../../../auth/authorize.js';
import { scopeCondition } from '../../../auth/scope.js';
import type { AppContext } from '../../../context.js';
import { errorText, languageOf, render } from '../../../api-texts.js';
import { HttpError, parseOr400 } from '../../../errors.js';
import {
  findIntake,
  intakeDb,
  reopenCancelledIntake,
  resultOf,
  settleIntake,
  type UploadIntakeTable,
} from '../../../services/uploads/intake-records.js';
import type { IntakeService } from '../../../services/uploads/intake-service.js';
import { parseMetadataHeader } from '../../../services/uploads/tus-metadata.js';
import { readUploadSettings } from '../../../services/uploads/upload-settings.js';
import { route } from '../../../http/route.js';

const TUS_ID = /^[a-f0-9]{32}$/;
const CREATE_ACTION = 'uploads:create';

async function locationOf(context: AppContext, principal: Principal, locationId: string) {
  return context.db
    .selectFrom('location')
    .select(['id', 'tenant_id'])
    .where('id', '=', locationId)
    .where('active', '=', 1)
    .where(scopeCondition('location', principal.grants))
    .executeTakeFirst();
}

/** The caller's own upload, still at one of the caller's locations; anything else is 404. */
async function ownedIntake(context: AppContext, principal: Principal, id: string): Promise<UploadIntakeTable> {
  const intake = TUS_ID.test(id) ? await findIntake(context.db, id) : undefined;
  if (!intake || intake.uploader_id !== principal.id || !(await locationOf(context, principal, intake.location_id))) {
    throw new HttpError(404, 'noUpload');
  }
  return intake;
}

/** Answers a HEAD for a finished upload ourselves: complete, with its result attached. */
function sendSettled(reply: FastifyReply, intake: UploadIntakeTable) {
  const size = String(Number(intake.size));
  return reply
    .code(200)
    .headers({
      'tus-resumable': '1.0.0',
      'upload-offset': size,
      'upload-length': size,
      'cache-control': 'no-store',
      [RESULT_HEADER]: encodeResultHeader(resultOf(intake)),
    })
    .send();
}

export function tusRoutes(app: FastifyInstance, context: AppContext, intake: IntakeService): void {
  const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await intake.tus.handle(request.raw, reply.raw);
  };

  app.register(async (scope) => {
    // PATCH bodies stay raw streams: tus reads them straight into the incoming file.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));

    for (const url of [API_PATHS.uploads.tus, API_PATHS.uploads.tusUpload]) {
      route(scope, context, {
        method: 'OPTIONS',
        url,
        action: 'public',
        summary: 'tus protocol discovery (version, extensions, maximum size)',
        tags: ['tus'],
        status: 204,
        handle: (_input, request, reply) => handOver(request, reply),
      });
    }

    route(scope, context, {
      method: 'POST',
      url: API_PATHS.uploads.tus,
      action: CREATE_ACTION,
      summary: 'tus create: a resumable upload of Upload-Length bytes to one of your locations (201, Location)',
      tags: ['tus'],
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': 'The file size in bytes, within the upload limit (413 above it)',
        'Upload-Metadata': 'filename and locationId, base64, comma-separated',
      },
      status: 201,
      handle: async ({ principal }, request, reply) => {
        if (request.headers['content-type'] === 'application/offset+octet-stream') {
          throw new HttpError(400, 'patchFirst');
        }
        const length = request.headers['upload-length'];
        if (typeof length !== 'string' || !/^\d{1,16}$/.test(length)) {
          throw new HttpError(400, 'uploadLengthRequired');
        }
        const size = Number(length);
        const metadata = parseOr400(uploadMetadata, parseMetadataHeader(request.headers['upload-metadata']));
        const location = await locationOf(context, principal, metadata.locationId);
        if (!location)
          throw new HttpError(404, 'noRecord', { params: { entity: 'location', id: metadata.locationId } });
        const { uploadMaxBytes } = await readUploadSettings(context.db);
        if (size === 0) throw new HttpError(422, 'fileEmpty');
        if (size > uploadMaxBytes) {
          const body: SizeRefusal = {
            statusCode: 413,
            error: STATUS_CODES[413] ?? 'Payload Too Large',
            message: render(
              errorText('fileTooLarge', { size, limit: uploadMaxBytes }),
              languageOf(request.headers['accept-language']),
            ),
            reason: 'size',
            limit: uploadMaxBytes,
          };
          return reply.code(413).send(body);
        }
        const tusId = randomUUID().replace(/-/g, '');
        const now = new Date().toISOString();
        await intakeDb(context.db)
          .insertInto('upload_intake')
          .values({
            id: tusId,
            tenant_id: location.tenant_id,
            location_id: location.id,
            uploader_id: principal.id,
            file_name: metadata.filename,
            size,
            status: 'receiving',
            result: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        intake.nameNext(request.raw, tusId);
        await handOver(request, reply);
        if (reply.raw.statusCode !== 201) {
          await intakeDb(context.db)
            .deleteFrom('upload_intake')
            .where('id', '=', tusId)
            .where('status', '=', 'receiving')
            .execute();
        }
      },
    });

    route(scope, context, {
      method: 'HEAD',
      url: API_PATHS.uploads.tusUpload,
      action: CREATE_ACTION,
      summary: 'tus offset: how much of your upload arrived (Upload-Offset); a finished one carries Upload-Result',
      tags: ['tus'],
      headers: { 'Tus-Resumable': '1.0.0' },
      handle: async ({ principal, id }, request, reply) => {
        const owned = await ownedIntake(context, principal, id);
        if (owned.status === 'receiving') {
          // All bytes arrived but the server stopped before finishing: finish now, then answer.
          const complete = await intake.completeIncoming(owned.id);
          if (!complete) return handOver(request, reply);
          return sendSettled(reply, { ...owned, ...(await findIntake(context.db, owned.id)) });
        }
        if (owned.status === 'cancelled' || owned.status === 'expired') throw new HttpError(404, 'noUpload');
        return sendSettled(reply, owned);
      },
    });

    route(scope, context, {
      method: 'PATCH',
      url: API_PATHS.uploads.tusUpload,
      action: CREATE_ACTION,
      summary: 'tus resume: the next bytes at Upload-Offset (204); the last ones finish the upload',
      tags: ['tus'],
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': 'Where these bytes start; must equal the offset the server has',
        'Content-Type': 'application/offset+octet-stream',
      },
      status: 204,
      handle: async ({ principal, id }, request, reply) => {
        const owned = await ownedIntake(context, principal, id);
        if (owned.status !== 'receiving') throw new HttpError(409, 'uploadFinished');
        return handOver(request, reply);
      },
    });

    route(scope, context, {
      method: 'DELETE',
      url: API_PATHS.uploads.tusUpload,
      action: CREATE_ACTION,
      summary: 'tus terminate: cancel your unfinished upload (204)',
      tags: ['tus'],
      headers: { 'Tus-Resumable': '1.0.0' },
      status: 204,
      handle: async ({ principal, id }, request, reply) => {
        const owned = await ownedIntake(context, principal, id);
        if (owned.status !== 'receiving') throw new HttpError(409, 'uploadFinished');
        // Settled before tus answers: the client may ask for the result the moment it sees the 204.
        if (!(await settleIntake(context.db, owned.id, { status: 'cancelled', tusId: owned.id }))) {
          throw new HttpError(409, 'uploadFinished');
        }
        await handOver(request, reply);
        if (reply.raw.statusCode !== 204) await reopenCancelledIntake(context.db, owned.id);
      },
    });

    // What happened to a file, for a browser that missed the final PATCH's answer.
    route(scope, context, {
      method: 'GET',
      url: API_PATHS.uploads.tusResult,
      action: CREATE_ACTION,
      summary: 'What became of your upload: accepted, duplicate or rejected, and its document',
      tags: ['tus'],
      answer: intakeResult,
      handle: async ({ principal, id }) => {
        const owned = await ownedIntake(context, principal, id);
        if (owned.status === 'receiving') await intake.completeIncoming(owned.id);
        const now = await findIntake(context.db, owned.id);
        return resultOf(now ?? owned);
      },
    });
  });
}
