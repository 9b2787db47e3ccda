import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast.js';
import { AVATARS } from '../../../shared/avatars.js';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import type { TranslationFunctions } from '../../../shared/i18n/i18n-types.js';
import { Avatar } from '../../components/avatar.js';
import { useAuth } from '../../lib/auth.js';
import { classifyError } from '../../lib/errors.js';
import { useAvatarsQueryOptions, useSetAvatarMutationOptions } from './api.js';
import { Modal } from '../../components/modal.js';
import './avatar-dialog.css';

interface AvatarDialogProps {
  open: boolean;
  onClose: () => void;
  current: string;
}

/** The avatar's name in the UI language (the server's list names them in Portuguese). */
function avatarName(LL: TranslationFunctions, id: string, fallback: string) {
  const names = LL.profile.avatarNames as Record<string, (() => string) | undefined>;
  return names[id]?.() ?? fallback;
}

/** 'Escolha seu avatar': the server's list (the bundled default list when that call fails). */
export function AvatarDialog({ open, onClose, current }: AvatarDialogProps) {
  const { LL } = useI18nContext();
  const { setUser } = useAuth();
  const list = useQuery(useAvatarsQueryOptions(open));
  const avatars = list.data ?? (list.isError ? AVATARS : null);

  const choose = useMutation(
    useSetAvatarMutationOptions({
      onSuccess: (user) => {
        setUser(user);
        toast.success(LL.profile.avatarSuccess());
        onClose();
      },
      onError: (error) => {
        const failure = classifyError(error);
        toast.error(LL.profile.avatarError(), {
          description:
            failure.kind === 'http' && failure.status < 500
              ? (failure.message ?? undefined)
              : undefined,
        });
      },
    }),
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={LL.profile.chooseAvatar()}
      description={LL.profile.chooseAvatarHint()}
    >
      {avatars === null ? (
        <p role="status" className="muted">
          {LL.common.loading()}
        </p>
      ) : (
        <ul className="avatar-grid">
          {avatars.map((avatar) => {
            const name = avatarName(LL, avatar.id, avatar.name);
            const selected = avatar.url === current;
            return (
              <li key={avatar.id}>
                <button
                  type="button"
                  className="avatar-option"
                  aria-pressed={selected}
                  disabled={choose.isPending}
                  onClick={() => choose.mutate({ avatarId: avatar.id })}
                >
                  <Avatar src={avatar.url} name={name} size={72} eager />
                  <span className="avatar-option__name">{name}</span>
                  {selected && (
                    <span className="avatar-option__current">{LL.profile.currentAvatar()}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
