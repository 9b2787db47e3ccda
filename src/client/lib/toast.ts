import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts, with sonner loaded only when the first one is shown.
 *
 * Most visits show no toast at all, and sonner (its toaster and styles, about 9 kB compressed)
 * is the largest library a first page would otherwise load for nothing (docs/performance.md).
 * Every call goes through sonner's own `toast` once the module is there; sonner keeps the toasts
 * made before its `Toaster` mounts and shows them when it does. `LazyToaster` (app/toaster.tsx)
 * mounts the toaster as soon as `toasterWanted()` turns true.
 */
type Sonner = { toast: typeof sonnerToast };
type Message = Parameters<typeof sonnerToast>[0];

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function withSonner(use: (toast: Sonner['toast']) => void) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  // A chunk that cannot load (no connection and no cached copy) costs the toast, not the caller.
  sonner.then((module) => use(module.toast)).catch(() => undefined);
}

/** For `useSyncExternalStore`: whether any toast was asked for yet. */
export const toasterWanted = () => wanted;
export function onToasterWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const toast = Object.assign(
  (message: Message, options?: ExternalToast) => withSonner((t) => t(message, options)),
  {
    success: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.success(message, options)),
    error: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.error(message, options)),
    info: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.info(message, options)),
    warning: (message: Message, options?: ExternalToast) =>
      withSonner((t) => t.warning(message, options)),
    dismiss: (id?: string | number) => {
      // Nothing to dismiss before the first toast.
      if (sonner) withSonner((t) => t.dismiss(id));
    },
  },
);

/**
 * A success toast that first takes away the error toasts still on screen: once the form went
 * through ("e-mail já cadastrado" fixed, say), they only contradict it.
 */
export function successToast(message: string) {
  withSonner((t) => {
    for (const shown of t.getToasts()) {
      if ('type' in shown && shown.type === 'error') t.dismiss(shown.id);
    }
    t.success(message);
  });
}
