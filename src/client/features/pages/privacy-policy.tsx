import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { InfoPage, type InfoSection } from './info-page.js';

const KEYS = [
  'who',
  'data',
  'location',
  'photos',
  'tracking',
  'rights',
  'deletion',
  'contact',
] as const;

export function PrivacyPolicy() {
  const { LL } = useI18nContext();
  const texts = LL.infoPages.privacy;
  const sections: InfoSection[] = KEYS.map((key) => ({
    id: `privacy-${key}`,
    title: texts[`${key}Title`](),
    body: texts[key](),
  }));
  return (
    <InfoPage
      title={LL.pages.privacyPolicy()}
      intro={texts.intro()}
      sections={sections}
      current="/privacy-policy"
    />
  );
}
