import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../shared/i18n/i18n-react.js';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import { errorMessage } from '../../lib/errors.js';
import { toast } from '../../lib/toast.js';
import { useDecideMemberMutationOptions, useSetMemberRoleMutationOptions } from './api.js';
import { RemoveMember } from './remove-member.js';

type Page = RouterOutputs['colonies']['byId'];
export type Member = NonNullable<Page['members']>[number];

/** A colony change's error as a toast (the colony is asked for again by its mutation, in api.ts). */
export function useColonyChange() {
  const { LL } = useI18nContext();
  return {
    onError: (error: unknown) => void toast.error(errorMessage(LL, error)),
  };
}

/** Requests to join, for coordinators: approve at once, decline after a dialog. */
export function JoinRequests({ colonyId, pending }: { colonyId: string; pending: Member[] }) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const decide = useMutation(useDecideMemberMutationOptions(useColonyChange()));
  const [declining, setDeclining] = useState<Member | null>(null);
  if (pending.length === 0) return <p className="muted">{t.noRequests()}</p>;
  const name = declining?.name ?? '';
  return (
    <>
      <ul className="colony-members">
        {pending.map((m) => (
          <li key={m._id} className="colony-member">
            <Link to={`/profile/${m._id}`}>{m.name}</Link>
            <span className="colony-member__actions">
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ colonyId, userId: m._id, decision: 'approve' })}
              >
                {t.approve()}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={t.declineLabel({ name: m.name })}
                disabled={decide.isPending}
                onClick={() => setDeclining(m)}
              >
                {t.decline()}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={declining !== null}
        danger
        title={t.declineTitle({ name })}
        message={<p>{t.declineText({ name })}</p>}
        confirmLabel={t.decline()}
        pending={decide.isPending}
        pendingLabel={t.declinePending()}
        onConfirm={() =>
          declining &&
          decide.mutate(
            { colonyId, userId: declining._id, decision: 'decline' },
            { onSettled: () => setDeclining(null) },
          )
        }
        onCancel={() => setDeclining(null)}
      />
    </>
  );
}

/**
 * The approved members, their names side by side (a coordinator marked as such); coordinators
 * open "Gerenciar membros" to have each person on a row with their tools beside.
 */
export function MemberList({
  colonyId,
  members,
  coordinator,
  meId,
}: {
  colonyId: string;
  members: Member[];
  coordinator: boolean;
  meId: string | undefined;
}) {
  const { LL } = useI18nContext();
  const t = LL.colonies.page;
  const setRole = useMutation(useSetMemberRoleMutationOptions(useColonyChange()));
  const [managing, setManaging] = useState(false);
  const listId = useId();
  return (
    <>
      <ul
        id={listId}
        className={managing ? 'colony-members' : 'colony-members colony-members--names'}
      >
        {members.map((m) => (
          <li key={m._id} className="colony-member">
            <span>
              <Link to={`/profile/${m._id}`}>{m.name}</Link>{' '}
              {m.role === 'coordinator' ? (
                <span className="badge colony-member__role">{t.roleCoordinator()}</span>
              ) : (
                <span className={managing ? 'muted' : 'visually-hidden'}>· {t.roleCarer()}</span>
              )}
            </span>
            {managing && (
              <span className="colony-member__actions">
                {m.role === 'carer' && (
                  <button
                    type="button"
                    className="btn btn--link"
                    disabled={setRole.isPending}
                    onClick={() => setRole.mutate({ colonyId, userId: m._id, role: 'coordinator' })}
                  >
                    {t.makeCoordinator()}
                  </button>
                )}
                {m._id !== meId && <RemoveMember colonyId={colonyId} member={m} />}
              </span>
            )}
          </li>
        ))}
      </ul>
      {coordinator && (
        <button
          type="button"
          className="btn btn--secondary btn--small colony-members__manage"
          aria-expanded={managing}
          aria-controls={listId}
          onClick={() => setManaging((open) => !open)}
        >
          {t.manageMembers()}
        </button>
      )}
    </>
  );
}
