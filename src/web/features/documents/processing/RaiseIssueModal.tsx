/** Raise an issue on the document: its type (by localized label) and a message. The document goes on hold. */
import { Form, Input, Modal, Select, type RefSelectProps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const ISSUE_TYPE_CHOICES = ['unreadable', 'page_missing', 'client_question', 'other'] as const;
export type IssueTypeChoice = (typeof ISSUE_TYPE_CHOICES)[number];

export interface RaisedIssue {
  type: IssueTypeChoice;
  message: string;
}

interface Props {
  open: boolean;
  busy: boolean;
  onCancel(): void;
  onRaise(issue: RaisedIssue): Promise<unknown>;
}

export function RaiseIssueModal({ open, busy, onCancel, onRaise }: Props) {
  const { t } = useTranslation('processing');
  const [form] = Form.useForm<RaisedIssue>();
  const typeRef = useRef<RefSelectProps>(null);
  return (
    <Modal
      open={open}
      title={t('issue.title')}
      okText={t('issue.raise')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      destroyOnHidden
      // The dialog takes the focus as it opens; the keyboard then starts on the type.
      afterOpenChange={(open) => {
        if (open) typeRef.current?.focus();
      }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((values) => onRaise(values))}
      okButtonProps={{ 'data-testid': 'processing-issue-raise' }}
      data-testid="processing-issue-modal"
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ type: 'unreadable', message: '' }}>
        <Form.Item name="type" label={t('issue.type')} rules={[{ required: true, message: t('issue.typeRequired') }]}>
          <Select
            ref={typeRef}
            data-testid="processing-issue-type"
            options={ISSUE_TYPE_CHOICES.map((type) => ({ value: type, label: t(`issue.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('issue.message')}
          rules={[{ required: true, whitespace: true, message: t('issue.messageRequired') }]}
        >
          <Input.TextArea data-testid="processing-issue-message" rows={4} maxLength={10_000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
