import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { InfoPage, type InfoSection } from './info-page.js';

const KEYS = ['service', 'account', 'content', 'safety', 'fair', 'vet', 'moderation'] as const;

export function TermsOfService() {
  const { LL } = useI18nContext();
  const texts = LL.infoPages.terms;
  const sections: InfoSection[] = KEYS.map((key) => ({
    id: `terms-${key}`,
    title: texts[`${key}Title`](),
    body: texts[key](),
  }));
  return (
    <InfoPage
      title={LL.pages.termsOfService()}
      intro={texts.intro()}
      sections={sections}
      current="/terms-of-service"
    />
  );
}
