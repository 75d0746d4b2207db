/** A tenant row's action: its API keys in a drawer (the administrator's tenant list). */
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiKeysPanel } from './ApiKeysPanel';

export function TenantApiKeysButton({ tenant }: { tenant: { id: string; name: string } }) {
  const { t } = useTranslation('api-keys');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`tenant-api-keys-${tenant.id}`}>
        {t('openForTenant')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('drawerTitle', { name: tenant.name })}
        width={880}
        destroyOnHidden
      >
        {open ? <ApiKeysPanel tenantId={tenant.id} /> : null}
      </Drawer>
    </>
  );
}
