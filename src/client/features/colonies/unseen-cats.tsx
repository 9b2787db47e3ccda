import { useMutation, useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { unseenDaysInput } from '../../../shared/schemas/unseen-cats.js';
import { UNSEEN } from '../../../shared/unseen-cats.js';
import { TextField } from '../../components/text-field.js';
import { checkedBy, useZodForm } from '../../lib/use-zod-form.js';
import { useSetUnseenDaysMutationOptions, useUnseenCatsQueryOptions } from './api.js';
import { useRotaChange } from './rota-change.js';
import './unseen-cats.css';

/**
 * "Gatos sumidos" on the colony page (docs/colonies.md): under each cat when it was last seen and
 * by whom, "Sumido" past the colony's days; the rule, and for coordinators the days to set. The
 * sightings are one query (unseenCats.ofColony), shared by every cat of the list.
 */

/** "Visto há 9 dias, por Ana" under a colony cat's card; "Sumido" first when it is missing. */
export function CatLastSeen({ colonyId, catId }: { colonyId: string; catId: string }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.unseen;
  const { data } = useQuery(useUnseenCatsQueryOptions(colonyId));
  const cat = data?.cats.find((one) => one._id === catId);
  if (!cat) return null;
  const seen =
    cat.daysAgo === 0
      ? t.seenToday({ name: cat.seenBy })
      : t.seenDays({ days: cat.daysAgo, name: cat.seenBy });
  return (
    <p className={cat.unseen ? 'cat-seen cat-seen--missing' : 'cat-seen'}>
      {cat.unseen && <strong className="badge cat-seen__badge">{t.missing()}</strong>}
      <time dateTime={cat.lastSeenAt}>{seen}</time>
    </p>
  );
}

/** The days as typed (a number field: NaN when empty, which the schema refuses as missing). */
const daysForm = (colonyId: string) =>
  checkedBy(unseenDaysInput, ({ days }: { days: number }) => ({
    colonyId,
    days: Number.isNaN(days) ? undefined : days,
  }));

function UnseenDaysForm({ colonyId, days }: { colonyId: string; days: number }) {
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

/** The rule with the colony's days, and the coordinators' setting. */
export function UnseenCatsRule({ colonyId }: { colonyId: string }) {
  const { LL } = useI18nContext();
  const { data } = useQuery(useUnseenCatsQueryOptions(colonyId));
  if (!data) return null;
  return (
    <>
      <p className="muted">{LL.colonies.unseen.rule({ days: data.days })}</p>
      {data.canEdit && <UnseenDaysForm key={data.days} colonyId={colonyId} days={data.days} />}
    </>
  );
}
