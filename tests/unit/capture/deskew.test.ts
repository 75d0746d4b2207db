/**
 * Straightening a scan: a page of text lines turned by a known angle is measured back within half
 * a degree, and turning it back leaves it straight.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { estimateSkew, rotate } from '../../../src/server/capture/deskew.js';

function page(degrees: number) {
  const canvas = createCanvas(1240, 1754);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.translate(-canvas.width / 2, -canvas.height / 2);
  context.fillStyle = '#000';
  context.font = '28px sans-serif';
  for (let line = 0; line < 40; line += 1) {
    context.fillText(`Invoice line ${line + 1}   Toner cartridge   2 x 12.50   25.00 EUR`, 120, 150 + line * 38);
  }
  return canvas;
}

describe('deskew', () => {
  it.each([2, -2, 1.3, -3.5, 0])('measures a page turned by %d degrees', (degrees) => {
    const estimate = estimateSkew(page(degrees));
    expect(Math.abs(estimate - degrees)).toBeLessThanOrEqual(0.5);
  });

  it('turns the page back straight', () => {
    const turned = page(2.5);
    expect(Math.abs(estimateSkew(rotate(turned, estimateSkew(turned))))).toBeLessThanOrEqual(0.5);
  });
});
