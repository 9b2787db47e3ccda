import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { errorMessage } from '../../lib/errors.js';
import {
  useApproveAccountMutationOptions,
  useDeclineAccountMutationOptions,
  usePendingAccountsQueryOptions,
} from './api.js';
import { dateFormat } from '../../lib/formats.js';

type Pending = RouterOutputs['accounts']['pending'][number];

/** Accounts awaiting approval, oldest first, each with approve and decline. */
export function PendingAccounts() {
  const { LL, locale } = useI18nContext();
  const pending = useQuery(usePendingAccountsQueryOptions());
  const [declining, setDeclining] = useState<Pending | null>(null);
  const done = (message: (name: string) => string) => ({
    onSuccess: (_: unknown, input: { userId: string }) => {
      const name = pending.data?.find((p) => p._id === input.userId)?.name ?? '';
      toast.success(message(name));
      setDeclining(null);
    },
    onError: (error: unknown) => toast.error(errorMessage(LL, error)),
  });
  const approve = useMutation(
    useApproveAccountMutationOptions(done((name) => LL.accounts.approvedToast({ name }))),
  );
  const decline = useMutation(
    useDeclineAccountMutationOptions(done((name) => LL.accounts.declinedToast({ name }))),
  );
  const date = dateFormat(locale, { dateStyle: 'medium' });
  const busy = approve.isPending || decline.isPending;

  if (!pending.data) return null;
  if (pending.data.length === 0) return <p className="muted">{LL.accounts.noPending()}</p>;
  return (
    <>
      <ul className="admin-list">
        {pending.data.map((account) => (
          <li key={account._id} className="admin-list__item">
            <div className="admin-list__text">
              <strong>{account.name}</strong>
              <span className="admin-list__email">{account.email}</span>
              <span className="muted">
                {LL.accounts.registeredOn({ date: date.format(new Date(account.createdAt)) })}
              </span>
            </div>
            <div className="admin-list__actions">
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                aria-label={`${LL.accounts.approve()}: ${account.name}`}
                onClick={() => approve.mutate({ userId: account._id })}
              >
                {LL.accounts.approve()}
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                disabled={busy}
                aria-label={`${LL.accounts.decline()}: ${account.name}`}
                onClick={() => setDeclining(account)}
              >
                {LL.accounts.decline()}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        title={LL.accounts.declineConfirmTitle()}
        message={LL.accounts.declineConfirmText({ name: declining?.name ?? '' })}
        confirmLabel={LL.accounts.decline()}
        danger
        pending={decline.isPending}
        onConfirm={() => declining && decline.mutate({ userId: declining._id })}
        onCancel={() => setDeclining(null)}
      />
    </>
  );
}
