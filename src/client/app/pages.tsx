/**
 * The app's screens, each a lazily loaded chunk (see lazy-page.tsx); app/router.tsx puts them
 * under the shell, the guest-only and the signed-in-only guards.
 */
import type { RouteObject } from 'react-router-dom';
import { nearbyQuery } from '../features/home/home-queries.js';
import { catQuery } from '../lib/cat-query.js';
import { queryClient } from '../lib/clients.js';
// In the entry chunk (3 kB): the position is asked for as soon as the app's code runs.
import { startLocating } from '../lib/location.js';
import { page } from './lazy-page.js';

export const publicPages: RouteObject[] = [
  {
    index: true,
    ...page(
      () => import('../routes/home.js'),
      (m) => m.HomePage,
      {
        locates: true,
        prefetch: async () => queryClient.prefetchQuery(nearbyQuery(await startLocating())),
      },
    ),
  },
  {
    path: 'map',
    ...page(
      () => import('../routes/map.js'),
      (m) => m.MapPage,
      { locates: true },
    ),
  },
  {
    path: 'cat/:id',
    ...page(
      () => import('../routes/cat.js'),
      (m) => m.CatPage,
      { prefetch: ({ id = '' }) => queryClient.prefetchQuery(catQuery(id)) },
    ),
  },
  {
    path: 'colonies',
    ...page(
      () => import('../routes/colonies.js'),
      (m) => m.ColoniesPage,
    ),
  },
  {
    path: 'colony/:id',
    ...page(
      () => import('../routes/colony.js'),
      (m) => m.ColonyPage,
    ),
  },
  {
    path: 'cat/:id/checkins',
    ...page(
      () => import('../routes/cat-checkins.js'),
      (m) => m.CatCheckinsPage,
    ),
  },
  {
    path: 'profile/:userId',
    ...page(
      () => import('../routes/user-profile.js'),
      (m) => m.UserProfilePage,
    ),
  },
  {
    path: 'reset-password',
    ...page(
      () => import('../routes/reset-password.js'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'verify-email',
    ...page(
      () => import('../routes/verify-email.js'),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: 'forgot-password',
    ...page(
      () => import('../routes/forgot-password.js'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'privacy-policy',
    ...page(
      () => import('../routes/privacy-policy.js'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'terms-of-service',
    ...page(
      () => import('../routes/terms-of-service.js'),
      (m) => m.TermsOfServicePage,
    ),
  },
  {
    path: '404',
    ...page(
      () => import('../routes/not-found.js'),
      (m) => m.NotFoundPage,
    ),
  },
];

export const guestPages: RouteObject[] = [
  {
    path: 'login',
    ...page(
      () => import('../routes/login.js'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    ...page(
      () => import('../routes/register.js'),
      (m) => m.RegisterPage,
    ),
  },
];

export const protectedPages: RouteObject[] = [
  {
    path: 'notifications',
    ...page(
      () => import('../routes/notifications.js'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'profile',
    ...page(
      () => import('../routes/profile.js'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'add-cat',
    ...page(
      () => import('../routes/add-cat.js'),
      (m) => m.AddCatPage,
    ),
  },
  {
    path: 'checkin/:catId',
    ...page(
      () => import('../routes/checkin.js'),
      (m) => m.CheckinPage,
    ),
  },
  {
    path: 'ranking',
    ...page(
      () => import('../routes/ranking.js'),
      (m) => m.RankingPage,
    ),
  },
  {
    path: 'settings',
    ...page(
      () => import('../routes/settings.js'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'checkins',
    ...page(
      () => import('../routes/checkins.js'),
      (m) => m.CheckinsPage,
    ),
  },
  {
    path: 'achievements',
    ...page(
      () => import('../routes/achievements.js'),
      (m) => m.AchievementsPage,
    ),
  },
  {
    path: 'admin',
    ...page(
      () => import('../routes/admin-moderation.js'),
      (m) => m.AdminModerationPage,
    ),
  },
  {
    path: 'admin/accounts',
    ...page(
      () => import('../routes/admin-accounts.js'),
      (m) => m.AdminAccountsPage,
    ),
  },
  {
    path: 'admin/health',
    ...page(
      () => import('../routes/admin-health.js'),
      (m) => m.AdminHealthPage,
    ),
  },
  {
    path: 'reports/impact',
    ...page(
      () => import('../routes/impact-report.js'),
      (m) => m.ImpactReportPage,
    ),
  },
  {
    path: 'favorites',
    ...page(
      () => import('../routes/favorites.js'),
      (m) => m.FavoritesPage,
    ),
  },
];
