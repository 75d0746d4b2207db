/**
 * A person whose system asks for less motion (`prefers-reduced-motion: reduce`) gets antd with
 * its animations off, and charts drawn without growing in, from the real theme provider; the
 * setting is followed live, both ways.
 */
import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { useChartTheme } from '../../src/web/features/reports/use-chart-theme';
import { ThemeProvider } from '../../src/web/providers/theme';

const QUERY = '(prefers-reduced-motion: reduce)';
const standIn = window.matchMedia;

/** A system setting the test can change, as the operating system would. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  let matches = reduce;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === QUERY && matches;
      },
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  const chart = useChartTheme();
  return (
    <>
      <span data-testid="motion">{String(token.motion)}</span>
      <span data-testid="chart-still">{String(chart.still)}</span>
    </>
  );
}

describe('reduced motion', () => {
  afterEach(() => {
    window.matchMedia = standIn;
  });

  it('turns antd’s animations off while the system asks for less motion, and on again after', () => {
    const setting = systemSetting(true);
    render(
      <ThemeProvider>
        <MotionProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    expect(screen.getByTestId('chart-still').textContent).toBe('true');
    act(() => setting.set(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
    expect(screen.getByTestId('chart-still').textContent).toBe('false');
    act(() => setting.set(true));
    expect(screen.getByTestId('motion').textContent).toBe('false');
    expect(screen.getByTestId('chart-still').textContent).toBe('true');
  });

  it('animates as usual when the system says nothing', () => {
    systemSetting(false);
    render(
      <ThemeProvider>
        <MotionProbe />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
    expect(screen.getByTestId('chart-still').textContent).toBe('false');
  });
});
