import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refetchOnFirstControl } from '../lib/first-control.js';
import { keepLanguageOnDevice } from '../lib/keep-language.js';
import { toast } from '../lib/toast.js';
import { registerSW } from 'virtual:pwa-register';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';

let registered = false;

/**
 * Registers the service worker and tells it the app's language (lib/keep-language.ts); on a first
 * visit, the page's reads are asked again once it controls the page (lib/first-control.ts). A new
 * version waits until the user taps "Atualizar" in one calm toast: reloading on its own could lose
 * a half-filled check-in.
 */
export function AppUpdate() {
  const { LL, locale } = useI18nContext();
  const queryClient = useQueryClient();
  const translate = useRef(LL);
  useEffect(() => {
    translate.current = LL;
  }, [LL]);

  useEffect(() => {
    if (registered || !('serviceWorker' in navigator)) return;
    registered = true;
    refetchOnFirstControl(navigator.serviceWorker, queryClient);
    const update = registerSW({
      onNeedRefresh() {
        const t = translate.current.offline;
        toast(t.newVersion(), {
          id: 'app-update',
          duration: Infinity,
          action: { label: t.update(), onClick: () => void update(true) },
        });
      },
    });
  }, [queryClient]);

  useEffect(() => keepLanguageOnDevice(locale), [locale]);
  return null;
}
