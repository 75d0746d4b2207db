/**
 * The theme switch and the language choice, on the sign-in page and in the header. Kept apart
 * from the header's user tools so the sign-in page does not load Refine for them, and the
 * language menu itself (antd's Dropdown and Menu) loads when the pointer or the focus reaches
 * the button, or on its first click, which then opens it at once.
 */
import { GlobalOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Switch } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../providers/i18n';
import { useThemePreset } from '../providers/theme';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

function LanguageChoice() {
  const { t, i18n } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // The button is drawn anew once the menu has loaded; keep the keyboard focus on it.
  const refocus = useRef(false);
  const button = (live: boolean) => (
    <Button
      size="small"
      icon={<GlobalOutlined />}
      aria-label={t('header.language')}
      aria-haspopup="menu"
      aria-expanded={open}
      data-testid="language-select"
      ref={(node) => {
        if (!live || !node || !refocus.current) return;
        refocus.current = false;
        // Only give the focus back if it was lost with the old button: a person who has tabbed
        // on (to the email field, say) while the menu loaded keeps typing where they are.
        const active = document.activeElement;
        if (active === null || active === document.body) node.focus();
      }}
      {...(live
        ? {}
        : {
            onPointerEnter: () => setWanted(true),
            onFocus: () => {
              refocus.current = true;
              setWanted(true);
            },
            onClick: () => {
              refocus.current = true;
              setWanted(true);
              setOpen(true);
            },
          })}
    >
      {t(`languages.${i18n.language as Language}`)}
    </Button>
  );
  if (!wanted) return button(false);
  return (
    <Suspense fallback={button(false)}>
      <LanguageMenu open={open} onOpenChange={setOpen}>
        {button(true)}
      </LanguageMenu>
    </Suspense>
  );
}

export function ThemeAndLanguage() {
  const { t } = useTranslation();
  const { preset, setPreset } = useThemePreset();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Switch
        aria-label={t('header.theme')}
        data-testid="theme-switch"
        checked={preset === 'dark'}
        checkedChildren={<MoonOutlined />}
        unCheckedChildren={<SunOutlined />}
        onChange={(dark) => setPreset(dark ? 'dark' : 'light')}
      />
      <LanguageChoice />
    </span>
  );
}
