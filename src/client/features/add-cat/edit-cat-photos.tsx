import { Controller, useFormContext } from 'react-hook-form';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { FormSection, type FormPartProps } from '../../components/form-fields.js';
import { PhotoPicker } from '../../components/photo-picker.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import type { EditCatValues } from './edit-cat-schema.js';

type Cat = RouterOutputs['cats']['byId']['cat'];

interface EditCatPhotosProps extends FormPartProps {
  cat: Cat;
  /** The additional photos marked for removal, by id. */
  removed: ReadonlySet<string>;
  onToggleRemoved: (id: string) => void;
  /** How many new additional photos fit beside the ones kept. */
  room: number;
  pending: boolean;
}

/** The photos part of the edit form: the current ones, a new main one, removals and additions. */
export function EditCatPhotos({
  formId,
  cat,
  removed,
  onToggleRemoved,
  room,
  pending,
  errorOf,
}: EditCatPhotosProps) {
  const { LL } = useI18nContext();
  const t = LL.addCat;
  const { control } = useFormContext<EditCatValues>();
  const name = cat.name || LL.cat.unnamed();
  return (
    <FormSection id={`${formId}-photos`} title={t.sections.photos()}>
      <div className="field">
        <p className="field__label">{t.edit.currentMainPhoto()}</p>
        {cat.thumbnailUrl ? (
          <img
            className="cat-form__current"
            src={cat.thumbnailUrl}
            alt={LL.cat.photoAlt({ name })}
            width="120"
            height="120"
            loading="lazy"
          />
        ) : (
          <p className="muted">{LL.cat.noPhoto()}</p>
        )}
      </div>
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <PhotoPicker
            id={`${formId}-photo`}
            label={t.edit.newMainPhoto()}
            hint={t.edit.newMainPhotoHint()}
            files={field.value}
            max={1}
            disabled={pending}
            error={errorOf('photo')}
            onChange={field.onChange}
          />
        )}
      />
      {cat.additionalPhotoIds.length > 0 && (
        <div className="field">
          <p className="field__label" id={`${formId}-current-photos`}>
            {t.edit.currentPhotos()}
          </p>
          <ul className="cat-form__photos" aria-labelledby={`${formId}-current-photos`}>
            {cat.additionalPhotoIds.map((id, index) => {
              const gone = removed.has(id);
              const thumb = cat.additionalPhotoThumbnails[index] ?? cat.additionalPhotos[index];
              return (
                <li key={id} className={gone ? 'cat-form__photo is-removed' : 'cat-form__photo'}>
                  <img
                    src={thumb}
                    alt={LL.cat.photoNumberAlt({ n: index + 2, name })}
                    width="96"
                    height="96"
                    loading="lazy"
                  />
                  {gone && (
                    <span className="cat-form__photo-note">{t.edit.markedForRemoval()}</span>
                  )}
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    aria-pressed={gone}
                    onClick={() => onToggleRemoved(id)}
                  >
                    {gone
                      ? t.edit.keepPhoto({ n: index + 1 })
                      : t.edit.removePhoto({ n: index + 1 })}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {room > 0 && (
        <Controller
          control={control}
          name="additionalPhotos"
          render={({ field }) => (
            <PhotoPicker
              id={`${formId}-additionalPhotos`}
              label={t.edit.newAdditionalPhotos()}
              hint={t.edit.roomHint({ room, max: LIMITS.additionalPhotosMax })}
              files={field.value}
              max={room}
              overflow="drop"
              disabled={pending}
              error={errorOf('additionalPhotos')}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </FormSection>
  );
}
