import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, appStart } from '@/app/app';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The business page comes rendered by the server (src/ssr): React takes over its markup.
void appStart().then((mode) => {
  if (mode === 'hydrate') hydrateRoot(root, app);
  else createRoot(root).render(app);
});
