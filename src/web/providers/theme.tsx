/**
 * Light or dark, kept in the `theme` cookie (default light). index.html reads the cookie before
 * first paint; this provider reads the same cookie, feeds antd's algorithm and writes changes back.
 */
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import Cookies from 'js-cookie';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  BREAKPOINTS,
  MODAL_OVERLAY_OPACITY,
  PALETTE,
  PAGE_BACKGROUND,
  parseThemePreset,
  SEED_COLOURS,
  THEME_COOKIE,
  type ThemePreset,
} from '../../common/theme';
import { READABLE_COLOURS } from './readable-colours';
import { usePrefersReducedMotion } from './reduced-motion';

interface ThemeContextValue {
  preset: ThemePreset;
  setPreset(preset: ThemePreset): void;
}

const ThemeContext = createContext<ThemeContextValue>({ preset: 'light', setPreset: () => {} });
export const useThemePreset = () => useContext(ThemeContext);

/**
 * antd's screen tokens from the shared breakpoints: each size starts at its breakpoint (both
 * `screenX` and `screenXMin`) and the size below ends one pixel before it.
 */
const SCREEN_STEPS = [
  ['XS', 'SM', BREAKPOINTS.sm],
  ['SM', 'MD', BREAKPOINTS.md],
  ['MD', 'LG', BREAKPOINTS.lg],
  ['LG', 'XL', BREAKPOINTS.xl],
  ['XL', 'XXL', 2560],
] as const;
const SCREEN_TOKENS: Record<string, number> = Object.fromEntries(
  SCREEN_STEPS.flatMap(([below, size, from]) => [
    [`screen${size}`, from],
    [`screen${size}Min`, from],
    [`screen${below}Max`, from - 1],
  ]),
);

/** antd's theme for a preset; with `reducedMotion`, antd animates nothing (reduced-motion.ts). */
export function antdThemeFor(preset: ThemePreset, reducedMotion = false): ThemeConfig {
  return {
    algorithm: preset === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      motion: !reducedMotion,
      colorPrimary: SEED_COLOURS[preset],
      colorSuccess: PALETTE.success,
      colorInfo: PALETTE.info,
      colorError: PALETTE.danger,
      colorWarning: PALETTE.warning,
      colorBgMask: `rgba(0, 0, 0, ${MODAL_OVERLAY_OPACITY})`,
      ...SCREEN_TOKENS,
      ...READABLE_COLOURS[preset].token,
    },
    components: READABLE_COLOURS[preset].components,
  };
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preset, setState] = useState<ThemePreset>(() => parseThemePreset(Cookies.get(THEME_COOKIE)));
  const setPreset = useCallback((next: ThemePreset) => {
    Cookies.set(THEME_COOKIE, next, { expires: 365, sameSite: 'lax' });
    document.documentElement.dataset.theme = next;
    document.documentElement.style.background = PAGE_BACKGROUND[next];
    setState(next);
  }, []);
  const value = useMemo(() => ({ preset, setPreset }), [preset, setPreset]);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={antdThemeFor(preset, reducedMotion)}>
        <FocusRing preset={preset} />
        {children}
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}

/**
 * antd's global link style removes the outline on focus, so a keyboard user tabbing through
 * links (react-router's <Link>, plain anchors) sees nothing: give them back a visible ring on
 * :focus-visible, in the theme's link colour (`html` outranks antd's `a:focus`).
 */
function FocusRing({ preset }: { preset: ThemePreset }) {
  const colour = useMemo(() => antdTheme.getDesignToken(antdThemeFor(preset)).colorLink, [preset]);
  return (
    <style>{`html a:focus-visible { outline: 2px solid ${colour}; outline-offset: 2px; border-radius: 2px; }`}</style>
  );
}
