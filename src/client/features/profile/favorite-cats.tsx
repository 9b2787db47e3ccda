import { CatCard, type CatCardCat } from '../../components/cat-card.js';

/** The first favourites as the usual cat cards, in the two-column gallery. */
export function FavoriteCats({ cats }: { cats: readonly CatCardCat[] }) {
  return (
    <ul className="cat-gallery">
      {cats.map((cat) => (
        <li key={cat._id}>
          <CatCard cat={cat} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
