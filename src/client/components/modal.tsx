import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  description?: string;
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, makes the page behind inert,
 * closes on Esc and gives focus back to the button that opened it.
 */
export function Modal({ open, title, onClose, children, description }: ModalProps) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="modal__panel">
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{LL.common.close()}</span>
            </button>
          </div>
          {description && (
            <p id={descriptionId} className="muted modal__description">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
