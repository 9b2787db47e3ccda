import { toast } from 'sonner';

/** sonner's own `toast`; the toaster is mounted once for the app (app/toaster.tsx). */
export { toast };

/**
 * A success toast that first takes away the error toasts still on screen: once the form went
 * through ("e-mail já cadastrado" fixed, say), they only contradict it.
 */
export function successToast(message: string) {
  for (const shown of toast.getToasts()) {
    if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
  }
  toast.success(message);
}
