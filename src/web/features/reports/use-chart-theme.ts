/**
 * The one place charts follow the app's light or dark theme: @ant-design/charts has no global
 * theme (#1136), so every chart takes its theme and colours from this hook.
 */
import { theme as antdTheme } from 'antd';
import { usePrefersReducedMotion } from '../../providers/reduced-motion';
import { useThemePreset } from '../../providers/theme';

export interface ChartTheme {
  /** G2's built-in theme name. */
  theme: 'classic' | 'classicDark';
  /** The card's background, so the chart does not paint a box of its own. */
  background: string;
  text: string;
  palette: string[];
  /** The person's system asks for less motion: charts are drawn at once, without growing in. */
  still: boolean;
}

const LIGHT = ['#1677ff', '#52c41a', '#faad14', '#eb2f96', '#13c2c2', '#722ed1', '#fa541c', '#2f54eb'];
const DARK = ['#4096ff', '#73d13d', '#ffc53d', '#f759ab', '#36cfc9', '#9254de', '#ff7a45', '#597ef7'];

export function useChartTheme(): ChartTheme {
  const { preset } = useThemePreset();
  const { token } = antdTheme.useToken();
  const dark = preset === 'dark';
  const still = usePrefersReducedMotion();
  return {
    theme: dark ? 'classicDark' : 'classic',
    background: token.colorBgContainer,
    text: token.colorText,
    palette: dark ? DARK : LIGHT,
    still,
  };
}
