/**
 * Start next, the DBO's main action: a primary button and the `n` key (outside text fields).
 * It opens the claimed document in processing, or says kindly that nothing is waiting.
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { processingUrl, useStartNext } from './use-start-next';

export const START_NEXT_KEY = 'n';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function StartNextButton({ onNothingWaiting }: { onNothingWaiting: () => void }) {
  const { t } = useTranslation('queue');
  const navigate = useNavigate();
  const { startNext, busy } = useStartNext();
  const run = async () => {
    const result = await startNext();
    if (result.kind === 'started') void navigate(processingUrl(result.document.id));
    else if (result.kind === 'nothingWaiting') onNothingWaiting();
  };
  const latest = useRef({ run, busy });
  latest.current = { run, busy };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== START_NEXT_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.repeat || typingIn(event.target) || latest.current.busy) return;
      event.preventDefault();
      void latest.current.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Tooltip title={t('startNext.tooltip', { key: START_NEXT_KEY.toUpperCase() })}>
      <Button
        type="primary"
        size="large"
        icon={<PlayCircleOutlined />}
        loading={busy}
        onClick={() => void run()}
        aria-keyshortcuts={START_NEXT_KEY}
        data-testid="dbo-start-next"
      >
        {t('startNext.label')}
      </Button>
    </Tooltip>
  );
}
