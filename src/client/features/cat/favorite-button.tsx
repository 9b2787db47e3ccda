import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { HeartIcon } from '../../components/icons.js';
import { useAuth } from '../../lib/auth.js';
import { loginPathFor, useHere } from '../../lib/return-path.js';
import { useAddFavoriteMutationOptions, useRemoveFavoriteMutationOptions } from './api.js';

/** Adds the cat to the user's favourites or removes it; signed-out visitors are told to log in. */
export function FavoriteButton({ catId, isFavorite }: { catId: string; isFavorite: boolean }) {
  const { LL } = useI18nContext();
  const { status } = useAuth();
  const navigate = useNavigate();
  const here = useHere();

  const options = {
    onSuccess: (result: { catId: string; isFavorite: boolean }) => {
      toast.success(result.isFavorite ? LL.cat.favoriteAdded() : LL.cat.favoriteRemoved());
    },
    onError: () => {
      toast.error(LL.cat.favoriteError());
    },
  };
  const add = useMutation(useAddFavoriteMutationOptions(options));
  const remove = useMutation(useRemoveFavoriteMutationOptions(options));
  const pending = add.isPending || remove.isPending;

  function toggle() {
    if (status !== 'authenticated') {
      toast.info(LL.cat.favoriteLoginRequired(), {
        action: {
          label: LL.auth.loginButton(),
          onClick: () => void navigate(loginPathFor(here), { state: { from: here } }),
        },
      });
      return;
    }
    if (pending) return;
    if (isFavorite) remove.mutate({ catId });
    else add.mutate({ catId });
  }

  return (
    <button
      type="button"
      className={isFavorite ? 'btn btn--favorite is-active' : 'btn btn--favorite'}
      aria-busy={pending || undefined}
      onClick={toggle}
    >
      <HeartIcon filled={isFavorite} />
      <span>{isFavorite ? LL.cat.favoriteRemove() : LL.cat.favoriteAdd()}</span>
    </button>
  );
}
