import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { successToast, toast } from '../../lib/toast.js';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { updateProfileInput } from '../../../shared/schemas/users.js';
import { z } from '../../../shared/validation.js';
import { AlertIcon } from '../../components/icons.js';
import { TextField } from '../../components/text-field.js';
import type { OwnUser } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { useUpdateProfileMutationOptions } from './api.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import './profile-edit.css';
import { downscalePhoto } from '../../lib/downscale-photo.js';
import { isUploadCanceled } from '../../lib/upload-progress.js';

const FORM_ID = 'profile-edit';

/** The profile fields and the chosen picture, refused here already when it is too large. */
const profileForm = updateProfileInput.extend({
  profilePicture: z
    .instanceof(File)
    .nullable()
    .refine((file) => !file || file.size <= LIMITS.photoMaxBytes, 'photoTooLarge'),
});

interface ProfileEditFormProps {
  user: OwnUser;
  onDone: () => void;
}

/** The chosen file with a preview URL, revoked when replaced or when the form closes. */
function usePickedFile() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const current = useRef(picked);
  useEffect(() => {
    current.current = picked;
  }, [picked]);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  const pick = (file: File | null) => {
    if (picked) URL.revokeObjectURL(picked.url);
    setPicked(file ? { file, url: URL.createObjectURL(file) } : null);
  };
  return [picked, pick] as const;
}

/** Edit mode: name (required), bio and an uploaded photo, sent as one FormData. */
export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const { LL } = useI18nContext();
  const { setUser } = useAuth();
  const form = useZodForm(profileForm, {
    formId: FORM_ID,
    fields: ['name', 'bio', 'profilePicture'],
    defaultValues: { name: user.name, bio: user.bio, profilePicture: null },
  });
  const [picked, pick] = usePickedFile();
  const [fileInputKey, setFileInputKey] = useState(0);
  // Made small on the phone first, like every photo (lib/downscale-photo.ts).
  const choose = async (chosen: File | null) => {
    const file = chosen && (await downscalePhoto(chosen));
    pick(file);
    form.setValue('profilePicture', file);
  };

  // Edit mode starts at the name field (keyboard and screen reader users land in the form).
  useEffect(() => {
    const field = document.getElementById(`${FORM_ID}-name`);
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);

  const update = useMutation(
    useUpdateProfileMutationOptions({
      onSuccess: (updated) => {
        setUser(updated);
        successToast(LL.profile.updateSuccess());
        onDone();
      },
      onError: (error) => {
        if (isUploadCanceled(error)) return void toast(LL.upload.canceled());
        const failure = classifyError(error);
        const serverSays = failure.kind === 'http' && failure.status < 500;
        const fieldErrors = serverSays ? { ...failure.fieldErrors } : {};
        // A refused picture comes back as a message, not a field error: show it by the file input.
        const pictureMessages: string[] = [
          LL.errors.photoNotImage(),
          LL.errors.photoTooLarge(),
          LL.errors.photoTooManyPixels(),
        ];
        if (serverSays && failure.message && pictureMessages.includes(failure.message)) {
          fieldErrors.profilePicture ??= failure.message;
        }
        form.showServerErrors(fieldErrors);
        toast.error(LL.profile.updateError(), {
          description: serverSays ? (failure.message ?? undefined) : undefined,
        });
      },
    }),
  );

  const submit = form.onSubmit(({ profilePicture, ...data }) => {
    if (update.isPending) return;
    const body = new FormData();
    body.append('data', JSON.stringify(data));
    if (profilePicture) body.append('profilePicture', profilePicture);
    update.mutate(body);
  });

  const bioId = `${FORM_ID}-bio`;
  const photoId = `${FORM_ID}-profilePicture`;

  return (
    <form
      id={FORM_ID}
      className="form profile-edit"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 className="profile-section__title">{LL.profile.editTitle()}</h2>
      <TextField
        {...form.register('name')}
        id={form.fieldId('name')}
        label={LL.profile.name()}
        autoComplete="name"
        required
        maxLength={LIMITS.nameMax}
        error={form.errorOf('name')}
      />
      <div className="field">
        <label className="field__label" htmlFor={bioId}>
          {LL.profile.bio()}
        </label>
        <textarea
          id={bioId}
          className="field__input field__textarea"
          {...form.register('bio')}
          rows={4}
          maxLength={LIMITS.bioMax}
          aria-invalid={form.errorOf('bio') ? true : undefined}
          aria-describedby={`${bioId}-hint${form.errorOf('bio') ? ` ${bioId}-error` : ''}`}
        />
        <p id={`${bioId}-hint`} className="field__hint">
          {LL.profile.bioHint({ max: LIMITS.bioMax })}
        </p>
        {form.errorOf('bio') && (
          <p id={`${bioId}-error`} className="field__error">
            <AlertIcon width="16" height="16" />
            <span>{form.errorOf('bio')}</span>
          </p>
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={photoId}>
          {LL.profile.photo()}
        </label>
        <input
          key={fileInputKey}
          id={photoId}
          className="field__file"
          type="file"
          name="profilePicture"
          accept="image/*"
          aria-invalid={form.errorOf('profilePicture') ? true : undefined}
          aria-describedby={`${photoId}-hint${form.errorOf('profilePicture') ? ` ${photoId}-error` : ''}`}
          onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        />
        <p id={`${photoId}-hint`} className="field__hint">
          {LL.profile.photoHint()}
        </p>
        {picked && (
          <div className="profile-edit__preview">
            <img src={picked.url} alt="" width="64" height="64" />
            <span>{LL.profile.photoChosen({ name: picked.file.name })}</span>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                void choose(null);
                setFileInputKey((key) => key + 1);
              }}
            >
              {LL.profile.removeChosenPhoto()}
            </button>
          </div>
        )}
        {form.errorOf('profilePicture') && (
          <p id={`${photoId}-error`} className="field__error">
            <AlertIcon width="16" height="16" />
            <span>{form.errorOf('profilePicture')}</span>
          </p>
        )}
      </div>
      <div className="profile-edit__actions">
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {LL.common.cancel()}
        </button>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? LL.profile.saving() : LL.common.save()}
        </button>
      </div>
    </form>
  );
}
