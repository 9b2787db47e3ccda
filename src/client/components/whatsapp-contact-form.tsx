import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { setContactInput } from '../../shared/schemas/users.js';
import { useContactQueryOptions, useSetContactMutationOptions } from '../lib/contact-api.js';
import { classifyError } from '../lib/errors.js';
import { successToast, toast } from '../lib/toast.js';
import { useZodForm } from '../lib/use-zod-form.js';
import { TextField } from './text-field.js';
import './whatsapp-contact-form.css';

const FORM_ID = 'whatsapp-contact';

/**
 * The WhatsApp number one shares with whoever is on the way to an emergency one reported (off by
 * default): only an accepted helper sees it, while on the way (docs/privacy.md). The form, or the
 * number shared with the way to stop: on the profile, and offered after an urgent report.
 */
export function WhatsappContactForm() {
  const { LL } = useI18nContext();
  const t = LL.profile.contact;
  const contact = useQuery(useContactQueryOptions());
  const form = useZodForm(setContactInput, {
    formId: FORM_ID,
    fields: ['whatsapp'],
    defaultValues: { whatsapp: '' },
  });
  const save = useMutation(
    useSetContactMutationOptions({
      onSuccess: (saved) => {
        form.reset({ whatsapp: '' });
        successToast(saved.whatsapp ? t.saved() : t.stopped());
      },
      onError: (error) => {
        const failure = classifyError(error);
        if (failure.kind === 'http' && failure.status < 500 && failure.message) {
          form.showServerErrors(failure.fieldErrors);
          toast.error(failure.message);
        } else {
          toast.error(t.failed());
        }
      },
    }),
  );
  const shared = contact.data?.whatsapp ?? null;
  const submit = form.onSubmit(({ whatsapp }) => {
    if (!save.isPending) save.mutate({ whatsapp });
  });

  return shared ? (
    <div className="contact-shared">
      <p>
        {t.sharing()} <strong>{shared}</strong>
      </p>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={save.isPending}
        onClick={() => save.mutate({ whatsapp: '' })}
      >
        {t.stop()}
      </button>
    </div>
  ) : (
    contact.data && (
      <form id={FORM_ID} className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          {...form.register('whatsapp')}
          id={form.fieldId('whatsapp')}
          error={form.errorOf('whatsapp')}
          label={t.number()}
          hint={t.numberHint()}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
        />
        <button
          type="submit"
          className="btn btn--secondary"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t.share()}
        </button>
      </form>
    )
  );
}
