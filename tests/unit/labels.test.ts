/**
 * Words, not identifiers (issue 15): every role, document state, audited entity and known file
 * type has a label in every language, and no label is the identifier itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTypeLabelKey, LABELLED_FILE_TYPES } from '../../src/common/file-types.js';
import { ROLES } from '../../src/common/roles.js';
import { DOCUMENT_STATUSES, TRANSITION_NAMES } from '../../src/common/workflow.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
type Json = Record<string, Record<string, Record<string, string>>>;
const read = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', language, `${namespace}.json`), 'utf8')) as Json;

/** The entity names the server writes into audit events. */
function auditedEntities(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts'))
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/entity: '([a-z_]+)'/g)) found.add(match[1] ?? '');
    }
  };
  walk(path.join(ROOT, 'src', 'server'));
  return [...found];
}

describe.each(['en', 'es', 'fr'])('labels in %s', (language) => {
  const labels = read(language, 'common').labels as unknown as Record<string, Record<string, string>>;
  const states = read(language, 'uploads').documentStatus as unknown as Record<string, string>;

  it('name every role by a word, not its identifier', () => {
    for (const role of ROLES) {
      expect(labels.roles?.[role], role).toBeTruthy();
      expect(labels.roles?.[role]).not.toBe(role);
    }
  });

  it('name every document state and workflow step', () => {
    for (const state of DOCUMENT_STATUSES) expect(states[state], state).toBeTruthy();
    for (const step of TRANSITION_NAMES) expect(labels.actions?.[step], step).toBeTruthy();
  });

  it('name every entity the server audits', () => {
    const entities = auditedEntities();
    expect(entities.length).toBeGreaterThan(5);
    for (const entity of entities) expect(labels.entities?.[entity], entity).toBeTruthy();
  });

  it('name every known file type', () => {
    for (const type of LABELLED_FILE_TYPES) expect(labels.fileTypes?.[fileTypeLabelKey(type).key], type).toBeTruthy();
  });
});

describe('fileTypeLabelKey', () => {
  it('maps MIME types to label keys, parameters and case aside', () => {
    expect(fileTypeLabelKey('application/pdf').key).toBe('pdf');
    expect(fileTypeLabelKey('Image/JPEG; charset=binary').key).toBe('jpeg');
  });
  it('falls back to the short name of an unknown type', () => {
    expect(fileTypeLabelKey('application/vnd.ms-excel')).toEqual({ key: 'other', type: 'EXCEL' });
    expect(fileTypeLabelKey('application/xhtml+xml')).toEqual({ key: 'other', type: 'XML' });
  });
});
