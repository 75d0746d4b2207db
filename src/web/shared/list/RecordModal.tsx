/**
 * Create or edit one record of an /api resource in a modal form. The fields validate with the
 * shared zod schemas (form-rules.ts); the server's per-field messages land under their fields.
 */
import { useCreate, useNotification, useUpdate, type BaseRecord } from '@refinedev/core';
import { Form, Modal, type FormInstance } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiProblem, showFieldErrors } from '../http/api-problem';
import { MODAL_WIDTHS } from '../../../common/theme';

export interface RecordModalProps<V extends object> {
  resource: string;
  title: string;
  /** The record being edited; undefined to create one. */
  record?: BaseRecord;
  open: boolean;
  initialValues?: Partial<V>;
  toValues?: (values: V) => object;
  onClose(): void;
  onSaved?(saved: BaseRecord): void;
  children: (form: FormInstance<V>) => ReactNode;
  testId: string;
  /** The large modal (992 px), for editors with a preview. */
  wide?: boolean;
}

export function RecordModal<V extends object>(props: RecordModalProps<V>) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<V>();
  const { open: notify } = useNotification();
  const { mutateAsync: create, mutation: creating } = useCreate();
  const { mutateAsync: update, mutation: updating } = useUpdate();
  const { open, record, initialValues } = props;

  // The form is filled when the modal opens or is handed another record, never because the list
  // behind it re-rendered: a screen passes its initial values inline, a new object each render,
  // and filling again then would wipe what the person has typed.
  const initial = useRef(initialValues);
  useEffect(() => {
    initial.current = initialValues;
  });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ ...(initial.current ?? {}), ...(record ?? {}) } as never);
  }, [open, record, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const body = props.toValues ? props.toValues(values) : values;
    try {
      const common = {
        resource: props.resource,
        values: body,
        successNotification: false as const,
        errorNotification: false as const,
      };
      const saved = record?.id !== undefined ? await update({ ...common, id: record.id }) : await create(common);
      notify?.({ type: 'success', message: t('toast.saved') });
      props.onSaved?.(saved.data);
      props.onClose();
    } catch (error) {
      const problem = apiProblem(error);
      showFieldErrors(form, problem);
      notify?.({ type: 'error', message: t('toast.saveFailed'), description: problem.message });
    }
  };

  return (
    <Modal
      open={open}
      title={props.title}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={submit}
      onCancel={props.onClose}
      confirmLoading={creating.isPending || updating.isPending}
      destroyOnHidden
      width={props.wide ? MODAL_WIDTHS.large : MODAL_WIDTHS.small}
      okButtonProps={{ 'data-testid': `${props.testId}-save` } as never}
    >
      <Form form={form} layout="vertical" data-testid={props.testId}>
        {props.children(form)}
      </Form>
    </Modal>
  );
}
