/**
 * Descriptions as keyed: a scan's reading close to a description keyed before is that one; a
 * different line is never taken for it; the profile keeps the newest, each once.
 */
import { describe, expect, it } from 'vitest';
import { closestKeyed, keepDescriptions, KEPT_DESCRIPTIONS } from '../../../src/server/capture/keyed-descriptions.js';

const KEYED = [
  'Établissement des bulletins de paie',
  'A4 copy paper, 500 sheets',
  'Presentación de cuentas anuales en el Registro Mercantil',
  'Desk lamp LED',
  'Toner cartridge TN-2420 black, high yield for laser printers',
];

describe('closestKeyed', () => {
  it.each([
    ['Etablissement des bulletins de paie', 'Établissement des bulletins de paie'],
    ['Ad copy paper, 500 sheets', 'A4 copy paper, 500 sheets'],
    ['Presentacion de cuentas anuales en el Registro Mercantil g', 'Presentación de cuentas anuales en el Registro Mercantil'],
    ['Toner cartridge TN-2420 black, high yield for laser printers', 'Toner cartridge TN-2420 black, high yield for laser printers'],
  ])('reads %j as the keyed %j', (reading, keyed) => {
    expect(closestKeyed(reading, KEYED)).toBe(keyed);
  });

  it.each([['Desk chair'], ['Copy paper A3, 250 sheets, recycled'], ['Monthly cloud hosting plan'], ['']])(
    'takes %j for no keyed description',
    (reading) => {
      expect(closestKeyed(reading, KEYED)).toBeNull();
    },
  );
});

describe('keepDescriptions', () => {
  it('keeps the newest first, each once (accents and case aside), at most the limit', () => {
    expect(keepDescriptions(['Desk lamp', 'desk lamp'], ['Stapler', 'Desk Lamp'])).toEqual(['Desk lamp', 'Stapler']);
    const many = Array.from({ length: KEPT_DESCRIPTIONS + 20 }, (_, k) => `Line ${k}`);
    expect(keepDescriptions(many)).toHaveLength(KEPT_DESCRIPTIONS);
  });
});
