/**
 * Reason codes on both engines: the list comes from the settings; send-back and dispute need a
 * code from it and a comment; an unknown code is refused with 400 on the field reasonCode and
 * nothing changes; the code is stored on the step's audit event and (send-back) on the document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../helpers/api-server.js';
import { ENGINES } from '../../helpers/server.js';
import { buildWorld, client, type World } from '../../helpers/world.js';
import { addDocument, stored } from './fixture.js';

describe.each(ENGINES)('reason codes on %s', (engine) => {
  let server: ApiServer;
  let world: World;
  const as = (account: keyof World['users']) => client(server.url, world.users[account].token);
  const inState = (status: string) =>
    addDocument(server.db, {
      tenantId: world.A.tenant,
      locationId: world.A.location,
      status,
      assigneeId: world.users.dbo.id,
    });

  beforeAll(async () => {
    server = await startApiServer(engine);
    world = await buildWorld(server.db);
  });
  afterAll(async () => server?.close());

  it('lists the settings codes for the approve, review and processing pages only', async () => {
    for (const account of ['dbs', 'admin', 'supA', 'dbo'] as const) {
      const answer = await as(account)('GET', '/api/documents/reason-codes');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        codes: ['Illegible', 'Missing pages', 'Wrong document', 'Duplicate', 'Amount does not match'],
      });
    }
    for (const account of ['hqA', 'upA', 'guestA', 'hqB'] as const) {
      expect((await as(account)('GET', '/api/documents/reason-codes')).status).toBe(403);
    }
    await server.db
      .updateTable('setting')
      .set({ value: JSON.stringify(['Only this']) })
      .where('id', '=', 'reasonCodes')
      .execute();
    expect((await as('dbs')('GET', '/api/documents/reason-codes')).body.codes).toEqual(['Only this']);
    const back = await inState('processed');
    const old = await as('dbs')('POST', `/api/documents/${back}/send-back`, {
      version: 1,
      reasonCode: 'Illegible',
      comment: 'c',
    });
    expect(old.status).toBe(400);
    await server.db
      .updateTable('setting')
      .set({
        value: JSON.stringify(['Illegible', 'Missing pages', 'Wrong document', 'Duplicate', 'Amount does not match']),
      })
      .where('id', '=', 'reasonCodes')
      .execute();
  });

  it.each([
    ['no code', { comment: 'c' }],
    ['no comment', { reasonCode: 'Illegible' }],
    ['an empty comment', { reasonCode: 'Illegible', comment: '  ' }],
    ['the old reason body', { reason: 'Missing tax' }],
  ])('refuses a send-back with %s (400, unchanged)', async (_name, body) => {
    const id = await inState('processed');
    const answer = await as('dbs')('POST', `/api/documents/${id}/send-back`, { version: 1, ...body });
    expect(answer.status).toBe(400);
    expect((await stored(server.db, id)).status).toBe('processed');
  });

  it('refuses an unknown code on send-back and on dispute, on the field reasonCode', async () => {
    const processed = await inState('processed');
    const back = await as('dbs')('POST', `/api/documents/${processed}/send-back`, {
      version: 1,
      reasonCode: 'Because',
      comment: 'No',
    });
    expect(back.status).toBe(400);
    expect(Object.keys(back.body.fields)).toEqual(['reasonCode']);
    expect(back.body.message).toContain('Because');
    expect((await stored(server.db, processed)).status).toBe('processed');
    const approved = await inState('approved');
    const dispute = await as('supA')('POST', `/api/documents/${approved}/dispute`, {
      version: 1,
      reasonCode: 'Because',
      comment: 'No',
    });
    expect(dispute.status).toBe(400);
    expect(Object.keys(dispute.body.fields)).toEqual(['reasonCode']);
    expect((await stored(server.db, approved)).status).toBe('approved');
    const issues = await server.db.selectFrom('issue').select('id').where('document_id', '=', approved).execute();
    expect(issues).toHaveLength(0);
  });

  it('stores the send-back code on the document and on the step, cleared by the next submit', async () => {
    const id = await inState('processed');
    const back = await as('dbs')('POST', `/api/documents/${id}/send-back`, {
      version: 1,
      reasonCode: 'Missing pages',
      comment: 'Page 2 is missing',
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      status: 'processing',
      sentBackCode: 'Missing pages',
      sentBackReason: 'Page 2 is missing',
    });
    const steps = await server.db
      .selectFrom('audit_event')
      .select(['action', 'reason_code', 'note'])
      .where('entity_id', '=', id)
      .execute();
    expect(steps).toEqual([{ action: 'send-back', reason_code: 'Missing pages', note: 'Page 2 is missing' }]);
    const work = await as('dbo')('GET', `/api/documents/${id}/work`);
    expect(work.body.document).toMatchObject({ sentBackCode: 'Missing pages', sentBackReason: 'Page 2 is missing' });
  });

  it('opens a dispute issue waiting on the back office, named by the code, the comment first in its thread', async () => {
    const id = await inState('approved');
    const answer = await as('supA')('POST', `/api/documents/${id}/dispute`, {
      version: 1,
      reasonCode: 'Duplicate',
      comment: 'We paid this one already',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('on_hold');
    const issue = await server.db
      .selectFrom('issue')
      .selectAll()
      .where('document_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(issue).toMatchObject({ type: 'dispute', waiting_on: 'back_office', subject: 'Duplicate', status: 'open' });
    const messages = await server.db
      .selectFrom('issue_message')
      .select('body')
      .where('issue_id', '=', issue.id)
      .execute();
    expect(messages).toEqual([{ body: 'We paid this one already' }]);
    const step = await server.db
      .selectFrom('audit_event')
      .select(['reason_code', 'note'])
      .where('entity_id', '=', id)
      .where('action', '=', 'dispute')
      .executeTakeFirstOrThrow();
    expect(step).toEqual({ reason_code: 'Duplicate', note: 'We paid this one already' });
  });
});
