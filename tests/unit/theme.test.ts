/** Theme constants and the text colour rule of SPEC section 9. */
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  brightness,
  MODAL_WIDTHS,
  parseThemePreset,
  SEED_COLOURS,
  textColourOn,
  TOAST,
} from '../../src/common/theme';

describe('theme', () => {
  it('defaults to light and reads the cookie value when valid', () => {
    expect(parseThemePreset(undefined)).toBe('light');
    expect(parseThemePreset('dark')).toBe('dark');
    expect(parseThemePreset('purple')).toBe('light');
  });

  it('has the SPEC seed colours, breakpoints, toasts and modal widths', () => {
    expect(SEED_COLOURS).toEqual({ light: '#154EC1', dark: '#3472F0' });
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 640, md: 1024, lg: 1440, xl: 1920 });
    expect(TOAST).toEqual({ durationMs: 5000, placement: 'topRight', offsetPx: 16 });
    expect(MODAL_WIDTHS).toEqual({ small: 576, medium: 768, large: 992 });
  });

  it('chooses text colour by brightness threshold 150', () => {
    expect(brightness('#ffffff')).toBe(255);
    expect(brightness('#000000')).toBe(0);
    expect(textColourOn('#ffffff')).toBe('#000000');
    expect(textColourOn('#154EC1')).toBe('#ffffff');
    // #969696 has brightness exactly 150: not above the threshold, so white text.
    expect(brightness('#969696')).toBe(150);
    expect(textColourOn('#969696')).toBe('#ffffff');
    expect(textColourOn('#979797')).toBe('#000000');
    expect(() => brightness('red')).toThrow(/#rrggbb/);
  });
});
