/**
 * The language menu under the language button: antd's Dropdown with the three languages. In its
 * own chunk, loaded when a person reaches for the button (ThemeAndLanguage.tsx), so the sign-in
 * page does not download antd's menu until someone wants to change the language.
 */
import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../providers/i18n';

export default function LanguageMenu({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactElement;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`language-option-${language}`}>{t(`languages.${language}`)}</span>,
        })),
        onClick: ({ key }) => {
          onOpenChange(false);
          void changeLanguage(key as Language);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
