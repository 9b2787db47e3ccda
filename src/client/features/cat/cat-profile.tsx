import type { ReactNode } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { HelpPanel } from './help-panel.js';
import { HealthReportsPanel } from './health-reports-panel.js';
import { ReportButton } from '../../components/report-button.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import {
  ageLabel,
  genderLabel,
  needLabel,
  statusLabel,
  traitLabel,
} from '../../../shared/enum-labels.js';
import { CareLead } from './care-lead.js';
import { CatGallery } from './cat-gallery.js';
import { CatHistory } from './cat-history.js';
import { CatLocation } from './cat-location.js';
import { DeleteCatButton } from './delete-cat.js';
import { FavoriteButton } from './favorite-button.js';
import { InfoSection } from './info-section.js';
import { ShareButton } from './share-button.js';
import { numberFormat } from '../../lib/formats.js';
import './cat.css';

type CatData = RouterOutputs['cats']['byId'];

function Tags({ label, items }: { label: string; items: string[] }) {
  return (
    <ul className="cat-tags" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="cat-tags__tag">
          {item}
        </li>
      ))}
    </ul>
  );
}

interface CatProfileProps {
  data: CatData;
  onEdit: () => void;
  /** The carers section, composed by the route (it belongs to another feature). */
  carers?: ReactNode;
  /** The TNR timeline and adoption, composed by the route (features/tnr). */
  tnr?: ReactNode;
  /** The cat's colony, composed by the route (features/colonies). */
  colony?: ReactNode;
  /** The treatment rounds, composed by the route (features/treatments). */
  treatments?: ReactNode;
  /** The sporotrichosis handling advice, for everyone, composed by the route (features/health-record). */
  advice?: ReactNode;
}

/**
 * Cat profile: health, last care and the check-in first; then photos, actions, description,
 * facts and the area map; after them (beside them on a desktop) carers, history and recent
 * check-ins.
 */
export function CatProfile({
  data,
  onEdit,
  carers,
  tnr,
  colony,
  treatments,
  advice,
}: CatProfileProps) {
  const { LL, locale } = useI18nContext();
  const t = LL.cat;
  const { cat, recentCheckIns } = data;
  const name = cat.name || t.unnamed();
  const yesNo = (value: boolean) => (value ? t.yes() : t.no());
  const photos = [
    ...(cat.photoUrl ? [{ url: cat.photoUrl, thumbnailUrl: cat.thumbnailUrl }] : []),
    ...cat.additionalPhotos.map((url, i) => ({
      url,
      thumbnailUrl: cat.additionalPhotoThumbnails[i] ?? url,
    })),
  ];

  return (
    <article className="cat-profile" aria-labelledby="page-title">
      <div className="cat-profile__main">
        <header className="cat-profile__header">
          <h1 id="page-title" className="page__title">
            {name}
          </h1>
          {cat.status !== 'Ativo' && (
            <div className="cat-profile__badges">
              <span className="badge badge--status">
                {t.status({ status: statusLabel(LL, cat.status) })}
              </span>
            </div>
          )}
        </header>

        <CareLead cat={cat} />

        {cat.hidden && (
          <p className="hidden-banner">
            {LL.moderation.hiddenBanner({ reason: cat.hidden.reason })}
          </p>
        )}
        {cat.hiddenPhotos.length > 0 && (
          <p className="hidden-banner">
            {LL.moderation.hiddenPhotos({
              count: cat.hiddenPhotos.length,
              reason: cat.hiddenPhotos[0]!.reason,
            })}
          </p>
        )}

        <HelpPanel cat={cat} />

        <CatGallery key={cat.photoUrl} name={name} photos={photos} />

        <div className="cat-profile__actions">
          <FavoriteButton catId={cat._id} isFavorite={cat.isFavorite} />
          <ShareButton catId={cat._id} name={cat.name} />
        </div>

        {/* Each its own call, answered after the page: below the photo, so that they push
            nothing the reader is already looking at (Lighthouse's layout shift on /cat/{id}). */}
        {advice}
        <HealthReportsPanel catId={cat._id} />

        {!cat.canEdit && (
          <ReportButton
            label={LL.moderation.reportCat()}
            choices={[
              { type: 'cat', id: cat._id, label: LL.moderation.whatCat() },
              ...(cat.photoId
                ? [{ type: 'photo' as const, id: cat.photoId, label: LL.moderation.whatPhoto() }]
                : []),
            ]}
          />
        )}

        {cat.canEdit && (
          <div className="cat-profile__manage" role="group" aria-label={t.manage()}>
            <button type="button" className="btn btn--secondary" onClick={onEdit}>
              {t.edit()}
            </button>
            <DeleteCatButton catId={cat._id} name={name} />
          </div>
        )}

        <InfoSection id="cat-description" title={t.description()}>
          <p className={cat.description ? 'cat-text' : 'cat-text muted'}>
            {cat.description || t.noDescription()}
          </p>
        </InfoSection>

        <InfoSection id="cat-info" title={t.generalInfo()}>
          <dl className="cat-facts">
            <div>
              <dt>{t.color()}</dt>
              <dd>{cat.color}</dd>
            </div>
            <div>
              <dt>{t.estimatedAge()}</dt>
              <dd>{ageLabel(LL, cat.estimatedAge)}</dd>
            </div>
            <div>
              <dt>{t.gender()}</dt>
              <dd>{genderLabel(LL, cat.gender)}</dd>
            </div>
            <div>
              <dt>{t.sterilized()}</dt>
              <dd>{yesNo(cat.isSterilized)}</dd>
            </div>
            <div>
              <dt>{t.vaccinated()}</dt>
              <dd>{yesNo(cat.isVaccinated)}</dd>
            </div>
            <div>
              <dt>{t.totalCheckIns()}</dt>
              <dd>{numberFormat(locale).format(cat.totalCheckIns)}</dd>
            </div>
          </dl>
        </InfoSection>

        {tnr}

        {treatments}

        {colony}

        <InfoSection id="cat-personality" title={t.personality()}>
          {cat.personalityTraits.length > 0 ? (
            <Tags
              label={t.personality()}
              items={cat.personalityTraits.map((trait) => traitLabel(LL, trait))}
            />
          ) : (
            <p className="muted">{t.noTraits()}</p>
          )}
        </InfoSection>

        <InfoSection id="cat-needs" title={t.needs()}>
          {cat.needs.length > 0 ? (
            <Tags label={t.needs()} items={cat.needs.map((need) => needLabel(LL, need))} />
          ) : (
            <p className="muted">{t.noNeeds()}</p>
          )}
          {cat.needsDescription && (
            <p className="cat-text">
              <span className="visually-hidden">{t.needsDescription()}: </span>
              {cat.needsDescription}
            </p>
          )}
        </InfoSection>

        <CatLocation cat={cat} />
      </div>

      {/* Beside the main column on a desktop (cat.css): who cares for the cat and its history. */}
      <div className="cat-profile__aside">
        {carers}

        <CatHistory cat={cat} recentCheckIns={recentCheckIns} />
      </div>
    </article>
  );
}
