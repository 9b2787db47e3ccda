import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocaleAsync } from '../shared/i18n/i18n-util.async.js';
import { App } from './app/app.js';
import { createAppRouter } from './app/router.js';
import { watchPreloadFailures } from './lib/lazy-part.js';
import { applyLocale, storedLocale } from './lib/locale.js';
import './styles/base.css';
import './styles/splash.css';
import './styles/shell.css';
import './styles/pages.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/responsive.css';

watchPreloadFailures(window);
const container = document.getElementById('root')!;
const locale = storedLocale();
applyLocale(locale);
// The route table starts on the page at once: its chunk, strings and data load alongside the
// app's strings, not after them.
const router = createAppRouter();
// The first render waits for the page's strings too: typesafe-i18n makes `LL` from the
// dictionary it finds then (later pages' strings are added by lib/locale.ts's listeners).
const firstPage = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

loadLocaleAsync(locale)
  .catch(() => loadLocaleAsync(locale))
  .then(() => firstPage)
  .then(
    () => {
      const root = createRoot(container);
      // A transition: React renders the first screen in slices, yielding to the browser between
      // them, instead of one long task (a slow phone stays responsive; Lighthouse's blocking
      // time). The splash from index.html stays on screen until the app replaces it.
      startTransition(() => root.render(<App locale={locale} router={router} />));
    },
    () => {
      // Not even the strings could be fetched: say so in both main languages.
      const status = container.querySelector('.splash__status');
      if (status) {
        status.className = 'splash__error';
        status.textContent = 'Sem conexão com o servidor. / No connection to the server.';
      }
    },
  );
