import { useMutation } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { unseenDaysInput } from '../../../shared/schemas/unseen-cats.js';
import { UNSEEN } from '../../../shared/unseen-cats.js';
import { TextField } from '../../components/text-field.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { useSetUnseenDaysMutationOptions } from './api.js';
import { useRotaChange } from './rota-change.js';

/** The days as typed (a number field: NaN when empty, which the schema refuses as missing). */
const daysForm = (colonyId: string) =>
  checkedBy(unseenDaysInput, ({ days }: { days: number }) => ({
    colonyId,
    days: Number.isNaN(days) ? undefined : days,
  }));

/** The coordinators' setting of the colony's days (docs/colonies.md). */
export function UnseenDaysForm({ colonyId, days }: { colonyId: string; days: number }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.unseen;
  const fields = useZodForm(daysForm(colonyId), {
    formId: 'unseen',
    fields: ['days'],
    defaultValues: { days },
  });
  const save = useMutation(useSetUnseenDaysMutationOptions(useRotaChange(t.saved)));
  const submit = fields.onSubmit((input) => {
    if (!save.isPending) save.mutate(input);
  });
  return (
    // A box, not a region: the rota's tools are the page's "Ferramentas da coordenação" region.
    <div className="colony-tools">
      <h3>{LL.colonies.page.coordinatorTools()}</h3>
      <form
        className="rota-form rota-form--limit"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="unseen-title"
      >
        <h4 id="unseen-title">{t.title()}</h4>
        <TextField
          id={fields.fieldId('days')}
          label={t.days()}
          type="number"
          inputMode="numeric"
          min={UNSEEN.minDays}
          max={UNSEEN.maxDays}
          {...fields.register('days', { valueAsNumber: true })}
          error={fields.errorOf('days')}
        />
        <button type="submit" className="btn btn--secondary" disabled={save.isPending}>
          {t.save()}
        </button>
      </form>
    </div>
  );
}
