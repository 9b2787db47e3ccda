import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nextLevelProgress } from '../../../shared/points.js';
import type { OwnUser, RouterOutputs } from '../../lib/api-types.js';
import { useAuth } from '../../lib/auth.js';
import { readCachedUser } from '../../lib/session.js';
import { useMeQueryOptions, useOwnProfileQueryOptions, useOwnStatsQueryOptions } from './api.js';

type Profile = RouterOutputs['users']['profile'];
type Stats = RouterOutputs['users']['stats'];

export type ProfileMode =
  /** users.profile answered: everything is shown. */
  | 'full'
  /** users.profile failed but auth.me answered: the user and the stats, no lists. */
  | 'partial'
  /** Both failed (server unreachable): the user kept on this device, offline banner. */
  | 'offline'
  | 'loading';

export interface ProfileData {
  mode: ProfileMode;
  user: OwnUser | null;
  stats: Pick<Stats, 'totalCheckIns' | 'totalUniqueCats' | 'totalDiscovered'> | null;
  favorites: Profile['favorites'] | null;
  recentCheckIns: Profile['recentCheckIns'] | null;
  levelProgress: Profile['levelProgress'] | null;
  retry: () => void;
  retrying: boolean;
}

const statsFromUser = (user: OwnUser) => ({
  totalCheckIns: user.checkInsCount,
  totalUniqueCats: user.totalCatsHelped,
  totalDiscovered: user.catsRegistered,
});

/**
 * The own profile with the original app's fallbacks: users.profile first; if it fails, the basic
 * user (auth.me) and the fallback stats (users.stats); if those fail too, the copy of the user
 * kept in localStorage (offline mode).
 */
export function useProfileData(): ProfileData {
  const { user: authUser, setUser } = useAuth();
  // A query with no answer yet goes back to pending each time it is asked again (the retry
  // button, the refresh every 30 s while the server is unreachable): one whose last answer was a
  // failure keeps its fallback on screen meanwhile, instead of the skeleton.
  const failed = (query: { errorUpdatedAt: number; dataUpdatedAt: number }) =>
    query.errorUpdatedAt > query.dataUpdatedAt;
  const profile = useQuery(useOwnProfileQueryOptions());
  const fallback = !profile.data && failed(profile);
  const me = useQuery(useMeQueryOptions(fallback));
  const stats = useQuery(useOwnStatsQueryOptions(fallback));

  const loaded = profile.data?.user;
  useEffect(() => {
    if (loaded) setUser(loaded);
  }, [loaded, setUser]);

  const retrying = profile.isFetching || me.isFetching || stats.isFetching;
  const retry = () => {
    void profile.refetch();
    if (fallback) {
      void me.refetch();
      void stats.refetch();
    }
  };

  if (profile.data) {
    const data = profile.data;
    return {
      mode: 'full',
      user: data.user,
      stats: data.stats,
      favorites: data.favorites,
      recentCheckIns: data.recentCheckIns,
      levelProgress: data.levelProgress,
      retry,
      retrying,
    };
  }
  if (!fallback || (me.data === undefined && !failed(me))) {
    return {
      mode: 'loading',
      user: null,
      stats: null,
      favorites: null,
      recentCheckIns: null,
      levelProgress: null,
      retry,
      retrying,
    };
  }
  const user = me.data ?? authUser ?? readCachedUser();
  return {
    mode: me.data ? 'partial' : 'offline',
    user,
    stats: stats.data ?? (user ? statsFromUser(user) : null),
    favorites: null,
    recentCheckIns: null,
    levelProgress: user ? nextLevelProgress(user.points) : null,
    retry,
    retrying,
  };
}
