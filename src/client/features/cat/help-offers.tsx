import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { HelpState } from '../../../shared/schemas/notifications.js';
import { classifyError } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { useAcceptHelpMutationOptions } from './api.js';

type Claim = HelpState['claims'][number];

/**
 * For the cat's carers and its reporter: each open offer of help with "Aceitar ajuda de Ana", and
 * where to go typed at that moment (a landmark; the stored position is never sent). For a helper
 * already accepted, the same field changes where to go.
 */
export function HelpOffers({ catId, claims }: { catId: string; claims: readonly Claim[] }) {
  const { LL } = useI18nContext();
  if (claims.length === 0) return null;
  return (
    <div className="help-brief help-offers">
      <h3 className="help-brief__title">{LL.notify.help.offersTitle()}</h3>
      <ul className="help-offers__list">
        {claims.map((claim) => (
          <HelpOffer key={claim._id} catId={catId} claim={claim} />
        ))}
      </ul>
    </div>
  );
}

function HelpOffer({ catId, claim }: { catId: string; claim: Claim }) {
  const { LL } = useI18nContext();
  const t = LL.notify.help;
  const spotId = useId();
  const hintId = useId();
  const [spot, setSpot] = useState(claim.spot ?? '');
  const accept = useMutation(
    useAcceptHelpMutationOptions({
      onSuccess: () => {
        toast.success(claim.accepted ? t.spotSaved() : t.accepted({ name: claim.name }));
      },
      onError: (error: unknown) => {
        const failure = classifyError(error);
        toast.error(t.error(), {
          description:
            failure.kind === 'http' && failure.status < 500
              ? (failure.message ?? undefined)
              : undefined,
        });
      },
    }),
  );
  return (
    <li className="help-offers__item">
      <p>
        {claim.accepted
          ? t.offerAccepted({ name: claim.name })
          : t.offerWaiting({ name: claim.name })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={spotId}>
          {t.spotLabel()}
        </label>
        <input
          id={spotId}
          className="field__input"
          type="text"
          maxLength={200}
          autoComplete="off"
          aria-describedby={hintId}
          value={spot}
          onChange={(event) => setSpot(event.target.value)}
        />
        <p id={hintId} className="field__hint">
          {t.spotHint()}
        </p>
      </div>
      <button
        type="button"
        className={`btn btn--block ${claim.accepted ? 'btn--secondary' : 'btn--primary'}`}
        disabled={accept.isPending}
        onClick={() => accept.mutate({ catId, userId: claim._id, spot })}
      >
        {claim.accepted ? t.spotSave() : t.accept({ name: claim.name })}
      </button>
    </li>
  );
}
