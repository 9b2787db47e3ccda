import { useEffect, useId, useRef, useState } from 'react';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../shared/i18n/i18n-types.js';
import { discardOutboxItem } from '../lib/outbox.js';
import type { OutboxItem } from '../lib/outbox-store.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { dateFormat } from '../lib/formats.js';

const timeOf = (locale: string, when: number, withDay: boolean) =>
  dateFormat(locale, {
    ...(withDay ? { day: '2-digit', month: '2-digit' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(when));

function statusOf(
  LL: TranslationFunctions,
  locale: string,
  item: OutboxItem,
  state: { userId: string | null; paused: boolean },
) {
  const t = LL.offline;
  if (item.refused !== undefined) return t.statusRefused({ msg: item.refused });
  if (item.userId !== state.userId) return t.statusOtherAccount();
  if (state.paused) return t.statusPaused();
  if (item.nextAttemptAt > Date.now()) {
    return t.statusRetry({ time: timeOf(locale, item.nextAttemptAt, false) });
  }
  return t.statusWaiting();
}

interface OutboxListProps {
  items: OutboxItem[];
  userId: string | null;
  paused: boolean;
  onClose: () => void;
}

/** The outbox as a modal list: what waits, why, and a discard (confirmed) for each. */
export function OutboxList({ items, userId, paused, onClose }: OutboxListProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.offline;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog outbox-list"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!discarding) onClose();
      }}
    >
      <div className="confirm-dialog__body">
        <h2 id={titleId} className="confirm-dialog__title">
          {t.listTitle()}
        </h2>
        <p className="confirm-dialog__message">{t.listIntro()}</p>
        <ul className="outbox-list__items">
          {items.map((item) => (
            <li key={item.clientId} className="outbox-list__item">
              <p className="outbox-list__what">
                {item.kind === 'checkin'
                  ? t.kindCheckin({ name: item.label || t.unknownCat() })
                  : item.kind === 'colonyFeeding'
                    ? t.kindFeeding({ name: item.label })
                    : item.kind === 'dose'
                      ? t.kindDose({ name: item.label })
                      : t.kindCat({ name: item.label || t.unknownCat() })}
              </p>
              <p className="outbox-list__meta">
                {t.madeAt({ time: timeOf(locale, Date.parse(item.capturedAt), true) })}
                {item.files.length > 0 && ` · ${t.photos({ count: item.files.length })}`}
              </p>
              <p className="outbox-list__status">
                {statusOf(LL, locale, item, { userId, paused })}
              </p>
              <button
                type="button"
                className="btn btn--secondary outbox-list__discard"
                onClick={() => setDiscarding(item)}
              >
                {t.discard()}
              </button>
            </li>
          ))}
        </ul>
        <div className="confirm-dialog__actions">
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {LL.common.close()}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={discarding !== null}
        title={t.discardTitle()}
        message={t.discardMessage()}
        confirmLabel={t.discard()}
        danger
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const item = discarding;
          setDiscarding(null);
          if (item) void discardOutboxItem(item.clientId);
        }}
      />
    </dialog>
  );
}
