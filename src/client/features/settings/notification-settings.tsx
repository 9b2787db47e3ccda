import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.js';
import { LIMITS } from '../../../shared/constants.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { OwnUser } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { useTRPC } from '../../lib/trpc.js';
import './notification-settings.css';

type Settings = OwnUser['notificationSettings'];
type Toggle = 'nearbyAlerts' | 'favoriteUpdates' | 'achievementAlerts';
const TOGGLES: readonly Toggle[] = ['nearbyAlerts', 'favoriteUpdates', 'achievementAlerts'];

const sameSettings = (a: Settings, b: Settings) =>
  a.nearbyAlerts === b.nearbyAlerts &&
  a.favoriteUpdates === b.favoriteUpdates &&
  a.achievementAlerts === b.achievementAlerts &&
  a.radius === b.radius;

/** The three alert switches and the radius slider (1–10 km), saved together. */
export function NotificationSettings({ saved }: { saved: Settings }) {
  const { LL } = useI18nContext();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  const [values, setValues] = useState<Settings>(saved);
  // A fresher copy from the server (the session check at start-up, a save) resets the form.
  const [base, setBase] = useState<Settings>(saved);
  if (!sameSettings(base, saved)) {
    setBase(saved);
    setValues(saved);
  }
  const [result, setResult] = useState('');

  const save = useMutation(
    trpc.users.updateNotificationSettings.mutationOptions({
      onSuccess: (user) => {
        setUser(user);
        void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.users.profile.queryKey() });
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setResult('');
    save.mutate(values);
  }

  const labels: Record<Toggle, string> = {
    nearbyAlerts: LL.settings.nearbyAlerts(),
    favoriteUpdates: LL.settings.favoriteUpdates(),
    achievementAlerts: LL.settings.achievementAlerts(),
  };
  const km = values.radius / 1000;
  const unchanged = sameSettings(values, saved);

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <p className="muted settings-card__hint">{LL.settings.notificationsHint()}</p>
      <ul className="switch-list">
        {TOGGLES.map((key) => (
          <li key={key}>
            <label className="switch">
              <span className="switch__label">{labels[key]}</span>
              <input
                type="checkbox"
                role="switch"
                className="switch__input"
                checked={values[key]}
                onChange={(e) => {
                  setResult('');
                  setValues((current) => ({ ...current, [key]: e.target.checked }));
                }}
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
          id="settings-radius"
          className="range-field__input"
          type="range"
          min={LIMITS.notificationRadiusMin}
          max={LIMITS.notificationRadiusMax}
          step={LIMITS.notificationRadiusStep}
          value={values.radius}
          aria-valuetext={LL.settings.radiusValue({ km })}
          onChange={(e) => {
            setResult('');
            setValues((current) => ({ ...current, radius: Number(e.target.value) }));
          }}
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
