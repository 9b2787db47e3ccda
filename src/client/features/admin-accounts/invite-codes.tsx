import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { INVITE_LIMITS } from '../../../shared/accounts.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { createInviteInput } from '../../../shared/schemas/accounts.js';
import { TextField } from '../../components/text-field.js';
import { classifyError, errorMessage } from '../../lib/errors.js';
import {
  useCreateInviteMutationOptions,
  useInvitesQueryOptions,
  useRevokeInviteMutationOptions,
} from './api.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import { dateFormat } from '../../lib/formats.js';

const FORM_ID = 'invite';
const FIELDS = ['uses', 'days'] as const;
/** An emptied number field is missing ("Campo obrigatório"), not zero. */
const asNumber = (value: string) => (value === '' ? null : Number(value));

/** Create an invite code (shown once, with a copy button), and the list of codes to revoke. */
export function InviteCodes() {
  const { LL, locale } = useI18nContext();
  const invites = useQuery(useInvitesQueryOptions());
  const form = useZodForm(createInviteInput, {
    formId: FORM_ID,
    fields: FIELDS,
    defaultValues: { uses: INVITE_LIMITS.usesDefault, days: INVITE_LIMITS.daysDefault },
  });
  const [newCode, setNewCode] = useState<string | null>(null);

  const create = useMutation(
    useCreateInviteMutationOptions({
      onSuccess: ({ code }) => {
        setNewCode(code);
      },
      onError: (error) => {
        const failure = classifyError(error);
        form.showServerErrors(failure.kind === 'http' ? failure.fieldErrors : {});
        toast.error(errorMessage(LL, error));
      },
    }),
  );
  const revoke = useMutation(
    useRevokeInviteMutationOptions({
      onSuccess: () => {
        toast.success(LL.accounts.revokedToast());
      },
      onError: (error) => toast.error(errorMessage(LL, error)),
    }),
  );

  const submit = form.onSubmit((input) => {
    if (!create.isPending) create.mutate(input);
  });

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(LL.accounts.copied());
    } catch {
      // No clipboard (an insecure origin): the code stays on screen to copy by hand.
    }
  }

  const date = dateFormat(locale, { dateStyle: 'medium' });
  return (
    <>
      <form
        id={FORM_ID}
        className="form admin-invite-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <div className="admin-invite-form__row">
          <TextField
            {...form.register('uses', { setValueAs: asNumber })}
            id={form.fieldId('uses')}
            label={LL.accounts.uses()}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_LIMITS.usesMax}
            error={form.errorOf('uses')}
          />
          <TextField
            {...form.register('days', { setValueAs: asNumber })}
            id={form.fieldId('days')}
            label={LL.accounts.days()}
            type="number"
            inputMode="numeric"
            min={1}
            max={INVITE_LIMITS.daysMax}
            error={form.errorOf('days')}
          />
        </div>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? LL.accounts.creatingInvite() : LL.accounts.createInvite()}
        </button>
      </form>
      {newCode && (
        <div className="admin-new-code" role="status">
          <p>{LL.accounts.newCode()}</p>
          <p className="admin-new-code__row">
            <code className="admin-new-code__code">{newCode}</code>
            <button type="button" className="btn btn--secondary" onClick={() => void copy(newCode)}>
              {LL.accounts.copy()}
            </button>
          </p>
        </div>
      )}
      {invites.data?.length === 0 && <p className="muted">{LL.accounts.noInvites()}</p>}
      {invites.data && invites.data.length > 0 && (
        <ul className="admin-list">
          {invites.data.map((invite) => (
            <li key={invite.id} className="admin-list__item">
              <div className="admin-list__text">
                <strong>
                  <code>{invite.hint}</code> · {LL.accounts.states[invite.state]()}
                </strong>
                <span className="muted">
                  {LL.accounts.usesOf({ uses: invite.uses, max: invite.maxUses })} ·{' '}
                  {LL.accounts.expiresOn({ date: date.format(new Date(invite.expiresAt)) })}
                </span>
              </div>
              {invite.state === 'active' && (
                <div className="admin-list__actions">
                  <button
                    type="button"
                    className="btn btn--secondary"
                    disabled={revoke.isPending}
                    aria-label={`${LL.accounts.revoke()}: ${invite.hint}`}
                    onClick={() => revoke.mutate({ id: invite.id })}
                  >
                    {LL.accounts.revoke()}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
