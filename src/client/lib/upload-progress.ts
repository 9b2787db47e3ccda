/**
 * Photo uploads (the FormData calls) go through XMLHttpRequest, because fetch reports no upload
 * progress. One upload at a time is tracked here; components/upload-progress.tsx shows it with a
 * cancel button.
 */
import { useSyncExternalStore } from 'react';

export interface UploadState {
  phase: 'idle' | 'sending';
  loaded: number;
  total: number;
}

/** The user pressed cancel: nothing was saved, and the form stays as it was. */
export class UploadCanceledError extends DOMException {
  constructor() {
    super('Upload canceled', 'AbortError');
  }
}

const IDLE: UploadState = { phase: 'idle', loaded: 0, total: 0 };
let state: UploadState = IDLE;
let controller: AbortController | null = null;
const listeners = new Set<() => void>();

function setState(next: UploadState) {
  state = next;
  for (const listener of listeners) listener();
}

export function cancelUpload() {
  controller?.abort(new UploadCanceledError());
}

export function useUploadProgress(): UploadState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** Whether a failed call was an upload the user canceled (tRPC keeps it as the cause). */
export function isUploadCanceled(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return error instanceof UploadCanceledError || cause instanceof UploadCanceledError;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** fetch() over XMLHttpRequest: the same Response, plus upload progress and abort. */
export function xhrFetch(
  url: string,
  init: RequestInit,
  onProgress: (loaded: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    xhr.onload = () =>
      resolve(
        new Response(xhr.response as Blob, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    const signal = init.signal;
    if (signal) {
      if (signal.aborted) {
        reject(signal.reason as Error);
        return;
      }
      signal.addEventListener('abort', () => {
        xhr.abort();
        reject(signal.reason as Error);
      });
    }
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/** The fetch of the upload link: sent with progress; cancelable. */
export async function uploadFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const own = new AbortController();
  controller = own;
  const signal = init.signal ? AbortSignal.any([init.signal, own.signal]) : own.signal;
  try {
    // The photos in it were made small when they were chosen (components/photo-picker.tsx).
    const body = init.body;
    setState({ phase: 'sending', loaded: 0, total: 0 });
    const url = input instanceof Request ? input.url : String(input);
    return await xhrFetch(url, { ...init, body, signal }, (loaded, total) =>
      setState({ phase: 'sending', loaded, total }),
    );
  } finally {
    if (controller === own) {
      controller = null;
      setState(IDLE);
    }
  }
}
