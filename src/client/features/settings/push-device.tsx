import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import {
  useFetchPushKey,
  usePushSubscribeMutationOptions,
  usePushUnsubscribeMutationOptions,
} from './api.js';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The server's VAPID key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The app's service worker, when one controls this page (only in the built app). */
async function registration() {
  if (!supported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/**
 * "Receber alertas neste aparelho": the permission is asked only after this tap; the device's
 * subscription goes to the server with the app's language, and "Parar" removes it.
 */
export function PushDevice() {
  const { LL, locale } = useI18nContext();
  const t = LL.notify;
  const fetchPushKey = useFetchPushKey();
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const subscribe = useMutation(usePushSubscribeMutationOptions());
  const unsubscribe = useMutation(usePushUnsubscribeMutationOptions());

  useEffect(() => {
    let live = true;
    void (async () => {
      const reg = await registration();
      if (!live) return;
      if (!reg) return setState('unsupported');
      const current = await reg.pushManager.getSubscription();
      if (!live) return;
      if (current) setState('on');
      else setState(Notification.permission === 'denied' ? 'denied' : 'off');
    })();
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    setBusy(true);
    try {
      const reg = await registration();
      if (!reg) return setState('unsupported');
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        toast.error(t.pushDenied());
        return;
      }
      const { publicKey } = await fetchPushKey();
      const subscription = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const json = subscription.toJSON();
      await subscribe.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        expirationTime: json.expirationTime ?? null,
        locale,
      });
      setState('on');
      toast.success(t.pushEnabled());
    } catch {
      toast.error(t.pushFailed());
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    setBusy(true);
    try {
      const current = await (await registration())?.pushManager.getSubscription();
      if (current) {
        const { endpoint } = current;
        await current.unsubscribe();
        await unsubscribe.mutateAsync({ endpoint });
      }
      setState('off');
      toast.success(t.pushDisabled());
    } catch {
      toast.error(t.pushFailed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="push-device">
      <h3 className="settings-card__subtitle">{t.pushSection()}</h3>
      {state === 'unsupported' && (
        <p className="muted settings-card__hint">{t.pushUnsupported()}</p>
      )}
      {state === 'denied' && <p className="muted settings-card__hint">{t.pushDenied()}</p>}
      {state === 'off' && (
        <>
          <p className="muted settings-card__hint">{t.pushOff()}</p>
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={busy}
            onClick={() => void enable()}
          >
            {t.pushEnable()}
          </button>
        </>
      )}
      {state === 'on' && (
        <>
          <p className="muted settings-card__hint">{t.pushOn()}</p>
          <button
            type="button"
            className="btn btn--secondary btn--block"
            disabled={busy}
            onClick={() => void disable()}
          >
            {t.pushDisable()}
          </button>
        </>
      )}
    </div>
  );
}
