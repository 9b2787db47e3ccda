import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { LIMITS } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { onApiEvent } from '../lib/api-events.js';
import { errorMessage } from '../lib/errors.js';
import { applyLocale, onNamespacesAdded } from '../lib/locale.js';
import { queryClient, trpcClient } from '../lib/clients.js';
import { browserReconnectEnv, refreshOnReconnect } from '../lib/refresh-on-reconnect.js';
import { toast } from '../lib/toast.js';
import { TRPCProvider } from '../lib/trpc.js';
import { AppUpdate } from './app-update.js';
import { AppToaster } from './toaster.js';

let healthChecked = false;

/**
 * Toasts for what the API layer reports and for the start-up health check; the page language;
 * the refresh when the connection returns.
 */
function AppEffects() {
  const { LL, locale, setLocale } = useI18nContext();
  const translate = useRef(LL);
  useEffect(() => {
    translate.current = LL;
  }, [LL]);

  useEffect(() => {
    if (healthChecked) return;
    healthChecked = true;
    const report = () =>
      toast.error(translate.current.common.infra.healthFailed(), { id: 'health' });
    // Without a connection the offline notice already says so, calmly.
    if (navigator.onLine === false) return;
    fetch('/health', { signal: AbortSignal.timeout(LIMITS.requestTimeoutMs) })
      .then((response) => {
        if (!response.ok) report();
      })
      .catch(() => {
        if (navigator.onLine !== false) report();
      });
  }, []);

  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type === 'serverTrouble') {
          toast.error(translate.current.common.infra.thirdServerError(), { id: 'server-trouble' });
        } else if (event.type === 'queryError') {
          const message = errorMessage(translate.current, event.error);
          toast.error(message, { id: message });
        }
      }),
    [],
  );

  // The connection back: what the screens show from the device is asked for again.
  useEffect(() => refreshOnReconnect(queryClient, browserReconnectEnv), []);
  useEffect(() => applyLocale(locale), [locale]);
  // A screen's strings came: LL is made again from the dictionary that now holds them.
  useEffect(() => onNamespacesAdded(() => setLocale(locale)), [locale, setLocale]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AppEffects />
        <AppUpdate />
        {children}
        <AppToaster />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
