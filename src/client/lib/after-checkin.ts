import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from './auth.js';
import { useTRPC } from './trpc.js';

/**
 * What a check-in, a colony feeding or a dose changes, sent from a form or from the outbox: the
 * cats, check-ins, profiles, ranking, colonies, rotas, colony cats' sightings and treatments
 * shown anywhere, and the signed-in user's points.
 */
export function useAfterCheckin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  return () => {
    for (const queryKey of [
      trpc.cats.pathKey(),
      trpc.checkins.pathKey(),
      trpc.users.pathKey(),
      trpc.ranking.pathKey(),
      trpc.colonies.pathKey(),
      trpc.rota.pathKey(),
      trpc.unseenCats.pathKey(),
      trpc.treatments.pathKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    void refreshUser();
  };
}
