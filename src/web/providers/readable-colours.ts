/**
 * Text colours that reach WCAG AA contrast (4.5:1) on the theme's backgrounds (page, card,
 * popup). antd derives its text colours from the seeds, and several of them fall short: the
 * secondary text (45 % black or white), the status texts (green, amber on white; red, blue on
 * near-black), the links of the dark theme and the text of tags (coloured text on a tint of the
 * same colour). These override the derived values, per preset, where antd reads them: the
 * global alias tokens, and the Tag and Button components. The accessibility tour
 * (tests/tour/every-page.test.ts) measures every page in both themes.
 */
import type { ThemeConfig } from 'antd';
import type { ThemePreset } from '../../common/theme';

type Tokens = NonNullable<ThemeConfig['token']>;
type Components = NonNullable<ThemeConfig['components']>;

const LIGHT: { token: Tokens; components: Components } = {
  token: {
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // antd's placeholder (25 % black) is drawn as text in selects, where axe measures it.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorSuccessText: '#15803d',
    colorWarningText: '#a15c07',
    colorErrorText: '#b91c1c',
  },
  components: {
    Tag: {
      colorSuccess: '#166534',
      colorSuccessBg: '#f0fdf4',
      colorSuccessBorder: '#86efac',
      colorInfo: '#1d4ed8',
      colorError: '#b91c1c',
      colorWarning: '#92400e',
      cyan7: '#006d75',
      green7: '#237804',
      orange7: '#ad4e00',
      yellow7: '#7c6a00',
      volcano7: '#ad2102',
      lime7: '#3f6600',
      gold7: '#875400',
    },
  },
};

const DARK: { token: Tokens; components: Components } = {
  token: {
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorLink: '#7fa8ff',
    colorLinkHover: '#a3c0ff',
    colorLinkActive: '#5f8ff0',
    colorInfoText: '#7fa8ff',
    colorSuccessText: '#4ade80',
    colorWarningText: '#fbbf24',
    colorErrorText: '#f87171',
  },
  components: {
    Tag: {
      colorSuccess: '#4ade80',
      colorInfo: '#7fa8ff',
      colorError: '#f87171',
      colorWarning: '#fbbf24',
      purple7: '#b37feb',
      geekblue7: '#85a5ff',
    },
    // The selected menu item and tab are text in the primary colour, too dark on near-black.
    Menu: { itemSelectedColor: '#a3c0ff', itemActiveBg: '#1e3056' },
    Tabs: { itemSelectedColor: '#7fa8ff', itemHoverColor: '#a3c0ff', itemActiveColor: '#5f8ff0' },
    // A danger button's text (and a primary danger button's background) reads on near-black;
    // the primary one then takes dark text.
    Button: {
      colorError: '#f87171',
      colorErrorHover: '#fca5a5',
      colorErrorActive: '#ef4444',
      dangerColor: '#141414',
    },
  },
};

export const READABLE_COLOURS: Record<ThemePreset, { token: Tokens; components: Components }> = {
  light: LIGHT,
  dark: DARK,
};
