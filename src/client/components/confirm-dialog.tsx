import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  /** Defaults to 'Cancelar'. */
  cancelLabel?: string;
  /** While the confirmed action runs: the buttons are disabled and Esc does nothing. */
  pending?: boolean;
  pendingLabel?: string;
  /** A destructive action: the confirm button is red and focus starts on cancel. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal confirmation on the native <dialog>: the page behind is inert, Tab cycles inside,
 * Esc and a tap on the backdrop cancel, and focus returns to where it was when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  pending = false,
  pendingLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { LL } = useI18nContext();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (danger ? cancelRef.current : confirmRef.current)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, danger]);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      aria-busy={pending || undefined}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Esc: React decides whether the dialog closes (it closes when `open` turns false).
        event.preventDefault();
        if (!pending) onCancel();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !pending) onCancel();
      }}
    >
      {open && (
        <div className="confirm-dialog__body">
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          {message && (
            <div id={messageId} className="confirm-dialog__message">
              {message}
            </div>
          )}
          <div className="confirm-dialog__actions">
            <button
              ref={cancelRef}
              type="button"
              className="btn btn--secondary"
              disabled={pending}
              onClick={onCancel}
            >
              {cancelLabel ?? LL.common.cancel()}
            </button>
            <button
              ref={confirmRef}
              type="button"
              className={danger ? 'btn btn--danger' : 'btn btn--primary'}
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
