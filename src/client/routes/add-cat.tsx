import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { AddCatForm } from '../features/add-cat/add-cat-form.js';
import { usePageTitle } from '../lib/use-page-title.js';

export function AddCatPage() {
  const { LL } = useI18nContext();
  usePageTitle(LL.pages.addCat());
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {LL.pages.addCat()}
      </h1>
      <p className="muted">{LL.addCat.intro()}</p>
      <AddCatForm />
    </section>
  );
}
