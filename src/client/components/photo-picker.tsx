import { useCallback, useState, type ChangeEvent } from 'react';
import { LIMITS } from '../../shared/constants.js';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AlertIcon, CameraIcon } from './icons.js';
import { downscalePhoto } from '../lib/downscale-photo.js';
import { photoFacts } from '../lib/photo-facts.js';
import './photo-picker.css';

interface PhotoPickerProps {
  /** The file input's id (a form's `focusFirstError` focuses it). */
  id: string;
  label: string;
  hint?: string | undefined;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** 1: one photo, a new choice replaces it; more: a list of up to `max`. */
  max: number;
  /**
   * Beyond `max`: 'drop' keeps the first ones and silently drops the rest (add cat's additional
   * photos); 'reject' refuses the whole selection and shows `tooManyMessage` (check-in photos).
   */
  overflow?: 'drop' | 'reject';
  tooManyMessage?: string;
  /** Called when a selection is refused for being too many (for a toast). */
  onReject?: () => void;
  /** A validation message for the field (from the form or the server). */
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** The picked file, shown from memory; the object URL lives as long as the <img>. */
function Preview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} className="photo-picker__img" alt={alt} decoding="async" />;
}

const isImage = (file: File) => file.type === '' || file.type.startsWith('image/');

/**
 * Photos chosen from the gallery or taken with the camera (accept="image/*" lets phones offer
 * both), with previews and a remove button each. Each photo is made small on the phone as it is
 * chosen (lib/downscale-photo.ts); one still over the limit, or a file that is not an image, is
 * left out with a message before anything is uploaded.
 */
export function PhotoPicker({
  id,
  label,
  hint,
  files,
  onChange,
  max,
  overflow = 'drop',
  tooManyMessage,
  onReject,
  error,
  required = false,
  disabled = false,
}: PhotoPickerProps) {
  const { LL } = useI18nContext();
  const texts = LL.addCat.picker;
  const [notice, setNotice] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const multiple = max > 1;
  const full = multiple && files.length >= max;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    const notImages = chosen.filter((file) => !isImage(file));
    // Made small here, once: every send of the form (a retry, the outbox) carries the same bytes,
    // the outbox keeps kilobytes instead of megabytes, and a camera photo over the limit fits.
    setPreparing(true);
    const picked = await Promise.all(chosen.filter(isImage).map(downscalePhoto));
    // Decoded here too: a file that is no picture (a broken preview) or too small to show a cat
    // is refused now, not after the upload.
    const facts = await Promise.all(picked.map(photoFacts));
    setPreparing(false);
    const problem = (file: File, i: number) => {
      const fact = facts[i];
      if (file.size > LIMITS.photoMaxBytes) return 'tooLarge';
      if (fact === 'notImage') return 'notImage';
      return fact && fact.shortSide < LIMITS.photoMinShortSide ? 'tooSmall' : null;
    };
    const names = (kind: string) =>
      picked
        .filter((file, i) => problem(file, i) === kind)
        .map((file) => file.name)
        .join(', ');
    const usable = picked.filter((file, i) => problem(file, i) === null);
    const messages: string[] = [];
    if (names('tooLarge')) messages.push(texts.tooLarge({ names: names('tooLarge') }));
    if (names('tooSmall')) {
      messages.push(texts.tooSmall({ names: names('tooSmall'), min: LIMITS.photoMinShortSide }));
    }
    const notPictures = [...notImages.map((file) => file.name), names('notImage')].filter(Boolean);
    if (notPictures.length) messages.push(texts.notImage({ names: notPictures.join(', ') }));

    if (!multiple) {
      setNotice(messages.join(' ') || null);
      if (usable[0]) onChange([usable[0]]);
      return;
    }
    if (overflow === 'reject' && files.length + usable.length > max) {
      setNotice(tooManyMessage ?? texts.tooMany({ max }));
      onReject?.();
      return;
    }
    setNotice(messages.join(' ') || null);
    if (usable.length) onChange([...files, ...usable].slice(0, max));
  }

  function remove(index: number) {
    setNotice(null);
    onChange(files.filter((_, i) => i !== index));
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, notice ? noticeId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  const buttonText = multiple ? texts.add() : files.length ? texts.change() : texts.choose();

  return (
    <div className={error ? 'photo-picker photo-picker--invalid' : 'photo-picker'}>
      <p className="field__label">
        {label}
        {required && (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {multiple && (
          <span className="photo-picker__count"> {texts.count({ count: files.length, max })}</span>
        )}
      </p>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {preparing && (
        <p className="field__hint" role="status">
          {LL.upload.preparing()}
        </p>
      )}
      <ul className="photo-picker__grid" aria-busy={preparing || undefined}>
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
            <div className="photo-picker__tile">
              <Preview file={file} alt={texts.previewAlt({ name: file.name })} />
              <button
                type="button"
                className="photo-picker__remove"
                aria-label={texts.remove({ name: file.name })}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </li>
        ))}
        {!full && (
          <li>
            <input
              id={id}
              className="photo-picker__input visually-hidden"
              type="file"
              accept="image/*"
              multiple={multiple}
              disabled={disabled}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => void choose(event)}
            />
            <label htmlFor={id} className="photo-picker__add">
              <CameraIcon width="28" height="28" />
              <span>{buttonText}</span>
              <span className="visually-hidden">{label}</span>
            </label>
          </li>
        )}
      </ul>
      {notice && (
        <p id={noticeId} className="field__error" role="alert">
          <AlertIcon width="16" height="16" />
          <span>{notice}</span>
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          <AlertIcon width="16" height="16" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
