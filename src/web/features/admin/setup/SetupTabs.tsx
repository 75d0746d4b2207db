/** System settings, and the access policy (matrix, history with revert, explain). */
import { useInvalidate } from '@refinedev/core';
import { Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PolicyExplain } from './PolicyExplain';
import { PolicyHistory } from './PolicyHistory';
import { PolicyMatrix } from './PolicyMatrix';
import { SettingsPanel } from './SettingsPanel';

export function SetupTabs() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidate();
  // The matrix and the history show the same policy: a save or a revert refreshes both.
  const refresh = () => {
    void invalidate({ resource: 'admin/policy/history', invalidates: ['list'] });
    void invalidate({ invalidates: ['all'] });
  };
  return (
    <Tabs
      defaultActiveKey="policy"
      destroyOnHidden
      items={[
        {
          key: 'settings',
          label: <span data-testid="setup-tab-settings">{t('setup.settingsTab')}</span>,
          children: <SettingsPanel />,
        },
        {
          key: 'policy',
          label: <span data-testid="setup-tab-policy">{t('setup.policyTab')}</span>,
          children: (
            <Space direction="vertical" size="large" style={{ width: '100%' }}>
              <PolicyMatrix onSaved={refresh} />
              <PolicyHistory onReverted={refresh} />
              <PolicyExplain />
            </Space>
          ),
        },
      ]}
    />
  );
}
