/**
 * Asks for the reason of a send-back or a dispute: a code from the settings' list and a comment,
 * both required (the server refuses an unknown code).
 */
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PATHS } from '../../../../common/api-paths';
import { api } from '../../../shared/http/api-client';

export interface Reason {
  reasonCode: string;
  comment: string;
}

interface Props {
  open: boolean;
  title: string;
  okText: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(reason: Reason): void;
}

export function ReasonModal({ open, title, okText, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('review');
  const [form] = Form.useForm<Reason>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (!open || codes) return;
    api.get<{ codes: string[] }>(API_PATHS.documents.reasonCodes).then(
      (answer) => setCodes(answer.codes),
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );
  }, [open, codes]);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (values) => onConfirm({ ...values, comment: values.comment.trim() }),
          // The form shows what is missing beside its fields.
          () => undefined,
        )
      }
      okButtonProps={{ 'data-testid': 'reason-confirm' }}
      destroyOnHidden
      data-testid="reason-modal"
    >
      <Form form={form} layout="vertical" preserve={false} requiredMark>
        <Form.Item
          name="reasonCode"
          label={t('reason.code')}
          rules={[{ required: true, message: t('reason.codeRequired') }]}
          help={failed ?? undefined}
          validateStatus={failed ? 'error' : undefined}
        >
          <Select
            data-testid="reason-code"
            loading={codes === null && !failed}
            placeholder={t('reason.codePlaceholder')}
            options={(codes ?? []).map((code) => ({
              value: code,
              label: t(`reasonCode.${code}`, { defaultValue: code }),
            }))}
            autoFocus
            showSearch
          />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('reason.comment')}
          rules={[{ required: true, whitespace: true, message: t('reason.commentRequired') }]}
        >
          <Input.TextArea data-testid="reason-comment" autoSize={{ minRows: 3, maxRows: 8 }} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
