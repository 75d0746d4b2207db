/** The entry: prepares the languages, then renders the app into #root. */
import '@ant-design/v5-patch-for-react-19';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { mountApp } from './mount';
import { initI18n } from './providers/i18n';

void mountApp(
  initI18n,
  (container) => createRoot(container).render(<App />),
  () => document.getElementById('root'),
);
