import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { useDeleteAccountMutationOptions, useFetchExportData } from './api.js';

/** The local date as YYYY-MM-DD, for the file name. */
function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function download(name: string, json: unknown) {
  const blob = new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Baixar meus dados": everything the server holds about the user, as a JSON file. */
export function ExportData() {
  const { LL } = useI18nContext();
  const fetchExportData = useFetchExportData();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('');

  async function run() {
    setBusy(true);
    setResult('');
    try {
      const data = await fetchExportData();
      download(`gateiros-dados-${today()}.json`, data);
      toast.success(LL.settings.exportSuccess());
      setResult(LL.settings.exportSuccess());
    } catch (error) {
      const failure = classifyError(error);
      toast.error(LL.settings.exportError(), {
        description:
          failure.kind === 'http' && failure.status < 500
            ? (failure.message ?? undefined)
            : undefined,
      });
      setResult(LL.settings.exportError());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="settings-action">
      <button
        type="button"
        className="btn btn--secondary btn--block"
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby="settings-export-hint"
      >
        {busy ? LL.settings.exporting() : LL.settings.exportData()}
      </button>
      <p id="settings-export-hint" className="field__hint">
        {LL.settings.exportHint()}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {result}
      </p>
    </div>
  );
}

/** Account deletion: says what goes and what stays, then signs out. */
export function DeleteAccount() {
  const { LL } = useI18nContext();
  const { logout } = useAuth();
  const [open, setOpen] = useState(false);

  const remove = useMutation(
    useDeleteAccountMutationOptions({
      onSuccess: () => {
        setOpen(false);
        // The account and its sessions are gone on the server already.
        void logout({ onServer: false });
        // logout() announces a plain logout; this was more than that.
        toast.dismiss();
        toast.success(LL.settings.deleteSuccess());
      },
      onError: (error) => {
        const failure = classifyError(error);
        toast.error(LL.settings.deleteError(), {
          description:
            failure.kind === 'http' && failure.status < 500
              ? (failure.message ?? undefined)
              : undefined,
        });
      },
    }),
  );

  return (
    <div className="settings-action">
      <button
        type="button"
        className="btn btn--danger-outline btn--block"
        onClick={() => setOpen(true)}
        aria-describedby="settings-delete-hint"
      >
        {LL.settings.deleteAccount()}
      </button>
      <p id="settings-delete-hint" className="field__hint">
        {LL.settings.deleteHint()}
      </p>
      <ConfirmDialog
        open={open}
        danger
        title={LL.settings.deleteTitle()}
        message={
          <div className="delete-summary">
            <p>
              <strong>{LL.settings.deleteRemovedTitle()}</strong> {LL.settings.deleteRemoved()}
            </p>
            <p>
              <strong>{LL.settings.deleteKeptTitle()}</strong> {LL.settings.deleteKept()}
            </p>
            <p>{LL.settings.deleteIrreversible()}</p>
          </div>
        }
        confirmLabel={LL.settings.deleteConfirm()}
        pending={remove.isPending}
        pendingLabel={LL.settings.deleting()}
        onConfirm={() => remove.mutate({ confirm: true })}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
