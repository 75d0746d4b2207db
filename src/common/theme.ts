/**
 * Theme constants of SPEC section 9, shared by the app shell and its tests.
 */
export const THEME_PRESETS = ['light', 'dark'] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];
export const DEFAULT_THEME: ThemePreset = 'light';
export const THEME_COOKIE = 'theme';

/** Seed (primary) colour of the sign-in area theme per preset. */
export const SEED_COLOURS: Record<ThemePreset, string> = { light: '#154EC1', dark: '#3472F0' };

/** The page background behind the layouts (antd's colorBgLayout per preset), also set before first paint. */
export const PAGE_BACKGROUND: Record<ThemePreset, string> = { light: '#f5f5f5', dark: '#000000' };

/** The component-library palette: names of SPEC section 9, values of our choosing. */
export const PALETTE = {
  primary: '#7C3AED', // purple
  secondary: '#1E3A8A', // dark blue
  success: '#16A34A', // green
  info: '#2563EB', // blue
  danger: '#DC2626', // red
  warning: '#F59E0B', // amber
  gray: '#E5E7EB', // light gray
  dark: '#334155', // slate
  lime: '#84CC16', // the one custom colour
} as const;

/** Breakpoints: xs 0, sm 640, md 1024, lg 1440, xl 1920. */
export const BREAKPOINTS = { xs: 0, sm: 640, md: 1024, lg: 1440, xl: 1920 } as const;

export const TOAST = { durationMs: 5000, placement: 'topRight', offsetPx: 16 } as const;
export const MODAL_WIDTHS = { small: 576, medium: 768, large: 992 } as const;
export const MODAL_OVERLAY_OPACITY = 0.6;
export const TEXT_BRIGHTNESS_THRESHOLD = 150;

export function parseThemePreset(value: string | undefined): ThemePreset {
  return value === 'dark' || value === 'light' ? value : DEFAULT_THEME;
}

/**
 * Perceived brightness (0-255) of a #rrggbb colour, by the W3C formula. Above the threshold
 * the background is light, so text on it is dark; otherwise text is white.
 */
export function brightness(hex: string): number {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => parseInt(part ?? '0', 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

export function textColourOn(background: string): '#000000' | '#ffffff' {
  return brightness(background) > TEXT_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}
