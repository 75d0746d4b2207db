/**
 * The administrator's view of a location's address: rotate it (the old one then refuses mail)
 * and keep the senders allowed besides the location's uploaders.
 */
import { DeleteOutlined, MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Form, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../common/api-paths';
import { mailSenderCreate } from '../../../common/schemas/mail-intake';
import { api } from '../../shared/http/api-client';
import { useApiWrite } from '../../shared/http/use-api-write';
import { useMailbox } from './use-mailbox';

function MailboxDetails({ locationId }: { locationId: string }) {
  const { t } = useTranslation('intake');
  const { data, refetch } = useMailbox(locationId);
  const { run, busy } = useApiWrite();
  const [form] = Form.useForm<{ email: string }>();
  const rotate = () =>
    run(() => api.post(API_PATHS.mailIntake.rotate, { params: { id: locationId } }), t('admin.rotated')).then(
      () => refetch(),
      () => undefined,
    );
  const add = ({ email }: { email: string }) =>
    run(
      () => api.post(API_PATHS.mailIntake.senders, { params: { id: locationId }, body: { email } }),
      t('admin.added'),
    ).then(
      () => {
        form.resetFields();
        return refetch();
      },
      () => undefined,
    );
  const remove = (id: string) =>
    run(() => api.delete(API_PATHS.mailIntake.sender, { params: { id } }), t('admin.removed')).then(
      () => refetch(),
      () => undefined,
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        {/* The address reads as one, to copy; the word that none is set up reads as a sentence. */}
        <Typography.Text
          code={Boolean(data?.address)}
          type={data && !data.address ? 'secondary' : undefined}
          copyable={Boolean(data?.address)}
          data-testid="admin-mail-address"
        >
          {data ? (data.address ?? t('address.off')) : '…'}
        </Typography.Text>
        <Popconfirm title={t('admin.rotateConfirm')} onConfirm={() => void rotate()}>
          <Button icon={<ReloadOutlined />} loading={busy} disabled={!data?.address} data-testid="mail-rotate">
            {t('admin.rotate')}
          </Button>
        </Popconfirm>
      </Space>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('admin.senders')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('admin.sendersIntro')}</Typography.Text>
      <List
        size="small"
        locale={{ emptyText: t('admin.none') }}
        dataSource={data?.senders ?? []}
        renderItem={(sender) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('admin.remove')}
                onClick={() => void remove(sender.id)}
              />,
            ]}
          >
            {sender.email}
          </List.Item>
        )}
      />
      <Form form={form} layout="inline" onFinish={(values) => void add(values)}>
        <Form.Item
          name="email"
          rules={[
            {
              validator: (_rule, value: string) =>
                mailSenderCreate.safeParse({ email: value ?? '' }).success
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('admin.emailInvalid'))),
            },
          ]}
        >
          <Input placeholder={t('admin.emailPlaceholder')} data-testid="mail-sender-email" />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={busy}>
          {t('admin.add')}
        </Button>
      </Form>
    </Space>
  );
}

export function MailboxButton({ locationId, name }: { locationId: string; name: string }) {
  const { t } = useTranslation('intake');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<MailOutlined />} onClick={() => setOpen(true)} aria-label={t('admin.button')}>
        {t('admin.button')}
      </Button>
      <Modal
        open={open}
        title={t('admin.title', { name })}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        {open && <MailboxDetails locationId={locationId} />}
      </Modal>
    </>
  );
}
