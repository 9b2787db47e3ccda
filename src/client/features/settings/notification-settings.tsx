import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast.js';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { notificationSettingsInput } from '../../../shared/schemas/users.js';
import type { OwnUser } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { useUpdateNotificationSettingsMutationOptions } from './api.js';
import { useZodForm } from '../../lib/use-zod-form.js';
import './notification-settings.css';

type Settings = OwnUser['notificationSettings'];
type Toggle = 'nearbyAlerts' | 'favoriteUpdates' | 'achievementAlerts';
const TOGGLES: readonly Toggle[] = ['nearbyAlerts', 'favoriteUpdates', 'achievementAlerts'];
const FORM_ID = 'settings';

const sameSettings = (a: Settings, b: Settings) =>
  a.nearbyAlerts === b.nearbyAlerts &&
  a.favoriteUpdates === b.favoriteUpdates &&
  a.achievementAlerts === b.achievementAlerts &&
  a.radius === b.radius;

/** The three alert switches and the radius slider (1–10 km), saved together. */
export function NotificationSettings({ saved }: { saved: Settings }) {
  const { LL } = useI18nContext();
  const { setUser } = useAuth();
  // A fresher copy from the server (the session check at start-up, a save) resets the form.
  const form = useZodForm(notificationSettingsInput, {
    formId: FORM_ID,
    fields: [...TOGGLES, 'radius'],
    values: saved,
  });
  const [result, setResult] = useState('');

  const save = useMutation(
    useUpdateNotificationSettingsMutationOptions({
      onSuccess: (user) => {
        setUser(user);
        toast.success(LL.settings.saveSuccess());
        setResult(LL.settings.saveSuccess());
      },
      onError: (error) => {
        const failure = classifyError(error);
        toast.error(LL.settings.saveError(), {
          description:
            failure.kind === 'http' && failure.status < 500
              ? (failure.message ?? undefined)
              : undefined,
        });
        setResult(LL.settings.saveError());
      },
    }),
  );

  const submit = form.onSubmit((input) => {
    if (save.isPending) return;
    setResult('');
    save.mutate(input);
  });
  const changed = { onChange: () => setResult('') };

  const labels: Record<Toggle, string> = {
    nearbyAlerts: LL.settings.nearbyAlerts(),
    favoriteUpdates: LL.settings.favoriteUpdates(),
    achievementAlerts: LL.settings.achievementAlerts(),
  };
  const values = { ...saved, ...form.watch() };
  const km = values.radius / 1000;
  const unchanged = sameSettings(values, saved);

  return (
    <form
      id={FORM_ID}
      className="settings-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className="muted settings-card__hint">{LL.settings.notificationsHint()}</p>
      <ul className="switch-list">
        {TOGGLES.map((key) => (
          <li key={key}>
            <label className="switch">
              <span className="switch__label">{labels[key]}</span>
              <input
                {...form.register(key, changed)}
                id={form.fieldId(key)}
                type="checkbox"
                role="switch"
                className="switch__input"
              />
              <span className="switch__track" aria-hidden="true" />
            </label>
          </li>
        ))}
      </ul>
      <div className="range-field">
        <div className="range-field__top">
          <label htmlFor="settings-radius" className="field__label">
            {LL.settings.radius()}
          </label>
          <output htmlFor="settings-radius" className="range-field__value">
            {LL.settings.radiusValue({ km })}
          </output>
        </div>
        <input
          {...form.register('radius', { valueAsNumber: true, ...changed })}
          id={form.fieldId('radius')}
          className="range-field__input"
          type="range"
          min={LIMITS.notificationRadiusMin}
          max={LIMITS.notificationRadiusMax}
          step={LIMITS.notificationRadiusStep}
          aria-valuetext={LL.settings.radiusValue({ km })}
        />
        <div className="range-field__scale" aria-hidden="true">
          <span>{LL.settings.radiusValue({ km: LIMITS.notificationRadiusMin / 1000 })}</span>
          <span>{LL.settings.radiusValue({ km: LIMITS.notificationRadiusMax / 1000 })}</span>
        </div>
      </div>
      <button
        type="submit"
        className="btn btn--primary btn--block"
        disabled={save.isPending || unchanged}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? LL.settings.saving() : LL.settings.save()}
      </button>
      <p className="visually-hidden" role="status" aria-live="polite">
        {result}
      </p>
    </form>
  );
}
