/** Training pages and blog posts in markdown with a live preview, per language, with publish and unpublish. */
import { useTranslation } from 'react-i18next';
import { CONTENT_KINDS, type Content, type ContentCreate } from '../../../../common/schemas/content';
import { LANGUAGES } from '../../../providers/i18n';
import { ConfirmButton } from '../../../shared/list/buttons';
import { actionsColumn, dateColumn, flagColumn, textColumn } from '../../../shared/list/columns';
import { ListPage } from '../../../shared/list/ListPage';
import { RecordModal } from '../../../shared/list/RecordModal';
import { EditAndFlag, flagFilter, useFlagUpdate, type FlagText } from '../../../shared/list/record-flag';
import { useRecordEditor } from '../../../shared/list/use-record-editor';
import { useRemoveRecord } from '../../../shared/list/use-remove-record';
import { ContentFields } from './ContentFields';

export function ContentList() {
  const { t, i18n } = useTranslation('admin');
  const editor = useRecordEditor<Content>();
  const remove = useRemoveRecord('content');
  const flag: FlagText = {
    on: t('content.published'),
    off: t('content.draft'),
    turnOn: t('content.publish'),
    turnOff: t('content.unpublish'),
    turnedOn: t('content.publishedToast'),
    turnedOff: t('content.unpublishedToast'),
  };
  const setPublished = useFlagUpdate('content', 'published', flag);
  const kindOptions = CONTENT_KINDS.map((kind) => ({ value: kind, label: t(`content.kinds.${kind}`) }));
  const localeOptions = LANGUAGES.map((language) => ({ value: language, label: language }));

  return (
    <>
      <ListPage<Content>
        resource="content"
        sorter={{ field: 'updatedAt', order: 'desc' }}
        exportRow={({ markdown: _markdown, ...row }) => row}
        filters={[
          { name: 'kind', label: t('content.kind'), kind: 'select', options: kindOptions },
          { name: 'locale', label: t('content.locale'), kind: 'select', options: localeOptions },
          flagFilter('published', t('columns.status'), flag),
        ]}
        create={{ label: t('content.create'), testId: 'content-create', onClick: editor.create }}
        columns={[
          textColumn(t('content.title'), 'title'),
          textColumn(t('content.slug'), 'slug'),
          {
            title: t('content.kind'),
            dataIndex: 'kind',
            sorter: true,
            render: (kind: string) => t(`content.kinds.${kind}`),
          },
          textColumn(t('content.locale'), 'locale'),
          flagColumn(t('columns.status'), 'published', flag),
          dateColumn(t('content.updated'), 'updatedAt', i18n.language, { withTime: true }),
          actionsColumn(t('columns.actions'), (row) => (
            <EditAndFlag
              onEdit={() => editor.edit(row)}
              on={row.published}
              text={flag}
              confirmOff={t('content.unpublishConfirm')}
              onChange={(next) => void setPublished(row.id, next)}
              primaryOn
              turnOnTestId={`content-publish-${row.slug}`}
            >
              <ConfirmButton title={t('actions.confirmDelete')} onConfirm={() => remove(row.id, t('toast.deleted'))} />
            </EditAndFlag>
          )),
        ]}
      />
      <RecordModal<ContentCreate>
        {...editor.modal}
        resource="content"
        testId="content-form"
        wide
        title={editor.editing ? t('content.edit') : t('content.create')}
        initialValues={{ kind: 'blog', locale: i18n.language.slice(0, 2), markdown: '', published: false }}
        toValues={({ kind, slug, title, markdown, locale }) => ({
          kind,
          slug,
          title,
          markdown,
          locale,
          ...(editor.editing ? {} : { published: false }),
        })}
      >
        {(form) => <ContentFields form={form} kindOptions={kindOptions} localeOptions={localeOptions} />}
      </RecordModal>
    </>
  );
}
