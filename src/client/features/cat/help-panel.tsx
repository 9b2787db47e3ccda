import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { URGENT_HEALTH } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { CatDto } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { loginPathFor, useHere } from '../../lib/return-path.js';
import {
  useHelpBriefQueryOptions,
  useHelpMutationOptions,
  useHelpStateQueryOptions,
} from './api.js';
import { HelpOffers } from './help-offers.js';
import { pageUrl, whatsappChatUrl, whatsappShareUrl } from '../../lib/whatsapp.js';
import { healthLabel, needLabel } from '../../../shared/enum-labels.js';
import { WhatsappIcon } from '../../components/icons.js';

type Helpers = CatDto['helpers'];

/**
 * "Ana está a caminho" / "Ana e mais 2 pessoas a caminho" for accepted helpers; "Ana ofereceu
 * ajuda" while only offers wait.
 */
export function onTheWay(LL: ReturnType<typeof useI18nContext>['LL'], helpers: Helpers): string {
  const going = helpers.filter((helper) => helper.accepted);
  const [first, ...others] = going;
  if (!first) return helpers[0] ? LL.notify.help.offered({ name: helpers[0].name }) : '';
  return others.length === 0
    ? LL.notify.help.onTheWay({ name: first.name })
    : LL.notify.help.onTheWayMore({ name: first.name, count: others.length });
}

/**
 * On a cat in Emergência or Precisa de atenção: who is on the way, and "Eu vou ajudar" (or
 * "Também vou", or "Não vou mais" for a helper). An offer waits for a carer or the reporter, who
 * accept it here; the brief shows once it is accepted. The check-in of a helper ends their notice.
 */
export function HelpPanel({ cat }: { cat: CatDto }) {
  const { LL } = useI18nContext();
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const here = useHere();
  const inNeed = cat.status === 'Ativo' && URGENT_HEALTH.includes(cat.health);

  const options = {
    onError: (error: unknown) => {
      const failure = classifyError(error);
      toast.error(LL.notify.help.error(), {
        description:
          failure.kind === 'http' && failure.status < 500
            ? (failure.message ?? undefined)
            : undefined,
      });
    },
  };
  const claim = useMutation(
    useHelpMutationOptions('claim', {
      ...options,
      onSuccess: () => {
        toast.success(LL.notify.help.claimed({ catName: cat.name }));
      },
    }),
  );
  const giveUp = useMutation(
    useHelpMutationOptions('giveUp', {
      ...options,
      onSuccess: () => {
        toast.success(LL.notify.help.gaveUp());
      },
    }),
  );

  const signedIn = status === 'authenticated';
  const state = useQuery(useHelpStateQueryOptions(cat._id, signedIn && inNeed));

  if (!inNeed && cat.helpers.length === 0) return null;
  const own = user === null ? undefined : cat.helpers.find((helper) => helper._id === user._id);
  const pending = claim.isPending || giveUp.isPending;

  function offer() {
    if (status !== 'authenticated') {
      void navigate(loginPathFor(here), { state: { from: here } });
      return;
    }
    claim.mutate({ catId: cat._id });
  }

  return (
    <section className="help-panel" aria-labelledby="help-title" aria-live="polite">
      <h2 id="help-title" className="help-panel__title">
        {cat.helpers.length > 0 ? onTheWay(LL, cat.helpers) : LL.notify.help.claim()}
      </h2>
      {state.data?.canAccept && <HelpOffers catId={cat._id} claims={state.data.claims} />}
      {own ? (
        <>
          {own.accepted ? (
            <>
              <HelpBrief catId={cat._id} />
              <p className="help-panel__hint">{LL.notify.help.going()}</p>
            </>
          ) : (
            <p className="help-panel__hint" role="status">
              {LL.notify.help.waiting()}
            </p>
          )}
          <button
            type="button"
            className="btn btn--secondary btn--block"
            disabled={pending}
            onClick={() => giveUp.mutate({ catId: cat._id })}
          >
            {LL.notify.help.giveUp()}
          </button>
        </>
      ) : (
        inNeed && (
          <>
            <p className="help-panel__hint">
              {signedIn ? LL.notify.help.hint() : LL.notify.help.signIn()}
            </p>
            <button
              type="button"
              className="btn btn--primary btn--block"
              disabled={pending}
              onClick={offer}
            >
              {cat.helpers.length > 0 ? LL.notify.help.join() : LL.notify.help.claim()}
            </button>
          </>
        )
      )}
      {inNeed && (
        <a
          className="btn btn--whatsapp btn--block"
          href={whatsappShareUrl(
            LL.notify.help.shareText({ catName: cat.name, health: healthLabel(LL, cat.health) }),
            pageUrl(`/cat/${cat._id}`),
          )}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsappIcon />
          <span>{LL.notify.help.shareWhatsapp()}</span>
        </a>
      )}
    </section>
  );
}

/**
 * For a person on the way: who reported the emergency, their note and the needs, where to go as
 * the accepter typed it, and the WhatsApp number the reporter chose to share (the server answers
 * it to accepted claims only).
 */
function HelpBrief({ catId }: { catId: string }) {
  const { LL } = useI18nContext();
  const t = LL.notify.help;
  const brief = useQuery(useHelpBriefQueryOptions(catId));
  if (!brief.data) {
    return brief.isError ? <p className="muted">{t.briefError()}</p> : null;
  }
  const { reporter, note, needs, needsDescription, whatsapp, spot } = brief.data;
  const needText = [...needs.map((need) => needLabel(LL, need)), needsDescription]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="help-brief">
      <h3 className="help-brief__title">{t.briefTitle()}</h3>
      <p className="help-brief__by">{t.reportedBy({ name: reporter.name })}</p>
      {note && (
        <p className="help-brief__note">
          <strong>{t.note()}:</strong> {note}
        </p>
      )}
      {spot && (
        <p className="help-brief__spot">
          <strong>{t.spot()}:</strong> {spot}
        </p>
      )}
      {needText && (
        <p className="help-brief__needs">
          <strong>{t.needs()}:</strong> {needText}
        </p>
      )}
      {whatsapp ? (
        <a
          className="btn btn--whatsapp btn--block"
          href={whatsappChatUrl(whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsappIcon />
          <span>{t.talk({ name: reporter.name })}</span>
        </a>
      ) : (
        <p className="muted">{t.noContact({ name: reporter.name })}</p>
      )}
    </div>
  );
}
