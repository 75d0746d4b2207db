/**
 * Light or dark, kept in the `theme` cookie (default light). index.html reads the cookie before
 * first paint; this provider reads the same cookie, feeds antd's algorithm and writes changes back.
 */
import { App as AntApp, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
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
  TOAST,
  type ThemePreset,
} from '../../common/theme';

interface ThemeContextValue {
  preset: ThemePreset;
  setPreset(preset: ThemePreset): void;
}

const ThemeContext = createContext<ThemeContextValue>({ preset: 'light', setPreset: () => {} });
export const useThemePreset = () => useContext(ThemeContext);

export function antdThemeFor(preset: ThemePreset): ThemeConfig {
  return {
    algorithm: preset === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: SEED_COLOURS[preset],
      colorSuccess: PALETTE.success,
      colorInfo: PALETTE.info,
      colorError: PALETTE.danger,
      colorWarning: PALETTE.warning,
      colorBgMask: `rgba(0, 0, 0, ${MODAL_OVERLAY_OPACITY})`,
      screenSM: BREAKPOINTS.sm,
      screenSMMin: BREAKPOINTS.sm,
      screenXSMax: BREAKPOINTS.sm - 1,
      screenMD: BREAKPOINTS.md,
      screenMDMin: BREAKPOINTS.md,
      screenSMMax: BREAKPOINTS.md - 1,
      screenLG: BREAKPOINTS.lg,
      screenLGMin: BREAKPOINTS.lg,
      screenMDMax: BREAKPOINTS.lg - 1,
      screenXL: BREAKPOINTS.xl,
      screenXLMin: BREAKPOINTS.xl,
      screenLGMax: BREAKPOINTS.xl - 1,
      screenXXL: 2560,
      screenXXLMin: 2560,
      screenXLMax: 2559,
    },
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
  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider theme={antdThemeFor(preset)}>
        <AntApp
          notification={{ placement: TOAST.placement, top: TOAST.offsetPx, duration: TOAST.durationMs / 1000 }}
          message={{ top: TOAST.offsetPx, duration: TOAST.durationMs / 1000 }}
        >
          {children}
        </AntApp>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
