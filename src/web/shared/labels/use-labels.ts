/**
 * The words people read for the identifiers the API keeps: roles (`isDbAdmin`), document states
 * (`on_hold`), audit events (`document` + `resolve`) and file types (`application/pdf`). Every
 * screen that shows one goes through here, so no raw identifier reaches a person (issue 15).
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fileTypeLabelKey } from '../../../common/file-types';

/** "save-draft" → "save draft": the fallback for an identifier with no label yet. */
const humanize = (id: string) => id.replace(/[_-]+/g, ' ').trim();

export function useLabels() {
  const { t } = useTranslation(['common', 'uploads']);
  const role = useCallback((id: string) => t(`common:labels.roles.${id}`, { defaultValue: humanize(id) }), [t]);
  const documentState = useCallback(
    (id: string) => t(`uploads:documentStatus.${id}`, { defaultValue: humanize(id) }),
    [t],
  );
  const event = useCallback(
    (entity: string, action: string) =>
      t('common:labels.event', {
        entity: t(`common:labels.entities.${entity}`, { defaultValue: humanize(entity) }),
        action: t(`common:labels.actions.${action}`, { defaultValue: humanize(action) }),
      }),
    [t],
  );
  const fileType = useCallback(
    (mimeType: string) => {
      const { key, type } = fileTypeLabelKey(mimeType);
      return t(`common:labels.fileTypes.${key}`, { type });
    },
    [t],
  );
  return useMemo(() => ({ role, documentState, event, fileType }), [role, documentState, event, fileType]);
}

export type Labels = ReturnType<typeof useLabels>;
