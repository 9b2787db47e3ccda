import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { UnderConstruction } from '../components/under-construction.js';

export function MapPage() {
  const { LL } = useI18nContext();
  return <UnderConstruction title={LL.pages.map()} />;
}
