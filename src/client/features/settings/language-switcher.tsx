import { useState } from 'react';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { Locales } from '../../../shared/i18n/i18n-types.js';
import { useChangeLocale } from '../../lib/locale.js';
import { toast } from '../../lib/toast.js';

/** Each language named in itself, so it can be found whatever the current one is. */
const LANGUAGES: readonly { locale: Locales; short: string; name: string }[] = [
  { locale: 'pt-BR', short: 'PT', name: 'Português' },
  { locale: 'en', short: 'EN', name: 'English' },
  { locale: 'es', short: 'ES', name: 'Español' },
];

/** PT / EN / ES: the interface changes at once; the choice is kept in localStorage. */
export function LanguageSwitcher() {
  const { LL, locale } = useI18nContext();
  const changeLocale = useChangeLocale();
  const [pending, setPending] = useState<Locales | null>(null);
  // The new language shows as chosen at once, while its strings load.
  const chosen = pending ?? locale;

  return (
    <fieldset className="language-switcher">
      <legend className="visually-hidden">{LL.settings.language()}</legend>
      {LANGUAGES.map((language) => (
        <label
          key={language.locale}
          className="language-switcher__option"
          lang={language.locale}
          data-checked={chosen === language.locale || undefined}
        >
          <input
            type="radio"
            name="language"
            className="language-switcher__input"
            value={language.locale}
            checked={chosen === language.locale}
            disabled={pending !== null}
            onChange={() => {
              setPending(language.locale);
              void changeLocale(language.locale).finally(() => {
                setPending(null);
                // A toast written in the old language would stay on screen in it.
                toast.dismiss();
              });
            }}
          />
          <span className="language-switcher__short">{language.short}</span>
          <span className="language-switcher__name">{language.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
