/** Google Identity Services, loaded only when someone chooses to sign in with Google. */
const GIS_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_TIMEOUT_MS = 30_000;

export class GoogleTimeoutError extends Error {}
/** The script could not be loaded or gave no credential. */
export class GoogleClientError extends Error {}
/** The user closed the prompt, or Google chose not to show it. */
export class GoogleCancelledError extends Error {}

interface PromptMoment {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    use_fedcm_for_prompt?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<void> | null = null;

function loadScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_URL;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new GoogleClientError('Google Identity Services did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Asks Google for an ID token through its sign-in prompt. */
export async function requestGoogleIdToken(clientId: string): Promise<string> {
  await loadScript();
  const id = window.google?.accounts?.id;
  if (!id) throw new GoogleClientError('Google Identity Services is unavailable');
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: true,
      callback: ({ credential }) =>
        credential ? resolve(credential) : reject(new GoogleClientError('No credential')),
    });
    id.prompt((moment) => {
      const dismissed =
        moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned';
      if (moment.isNotDisplayed?.() || moment.isSkippedMoment?.() || dismissed) {
        reject(new GoogleCancelledError('Prompt closed'));
      }
    });
  });
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GoogleTimeoutError('Google sign-in timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
