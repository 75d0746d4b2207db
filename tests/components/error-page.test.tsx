/** The error page (SPEC section 2), rendered for real with the app's providers and locale files. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../src/web/components/ErrorPage';
import { renderWithApp } from './render';

describe('ErrorPage', () => {
  it('shows 404 with its message, description and the full path', async () => {
    await renderWithApp(<ErrorPage status={404} path="/nowhere/at/all" />);
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByTestId('error-message').textContent).toBe('Page Not Found');
    expect(screen.getByTestId('error-description').textContent).toContain('There is no page at this address:');
    expect(screen.getByTestId('error-path').textContent).toBe('/nowhere/at/all');
  });

  it('speaks the chosen language', async () => {
    const { i18n } = await renderWithApp(<ErrorPage status={500} />, { language: 'es', theme: 'dark' });
    expect(screen.getByTestId('error-message').textContent).toBe(i18n.t('errorPage.internal'));
    expect(screen.getByTestId('error-message').textContent).not.toBe('Internal Server Error');
    expect(screen.queryByTestId('error-path')).toBeNull();
  });

  it('takes the user home with the keyboard', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route path="*" element={<ErrorPage status={404} path="/missing" />} />
      </Routes>,
      { route: '/missing' },
    );
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Go to my first page');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
