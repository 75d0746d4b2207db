/** The entry: prepares the languages, then renders the app into #root. */
import './zod-without-eval';
import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { installTableA11yFixes } from './components/table-a11y';
import { mountApp } from './mount';
import { initI18n } from './providers/i18n';
import { Root } from './Root';

void mountApp(
  initI18n,
  (container) => createRoot(container).render(<Root />),
  () => document.getElementById('root'),
).then(() => installTableA11yFixes());
