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
      {
        prefetch: ({ id = '' }) => queryClient.prefetchQuery(catQuery(id)),
        strings: ['addCat', 'carers', 'cat', 'colonies', 'moderation', 'tnr'],
      },
    ),
  },
  {
    path: 'colonies',
    ...page(
      () => import('../routes/colonies.js'),
      (m) => m.ColoniesPage,
      { strings: ['addCat', 'colonies'] },
    ),
  },
  {
    path: 'colony/:id',
    ...page(
      () => import('../routes/colony.js'),
      (m) => m.ColonyPage,
      { strings: ['cat', 'colonies', 'reports'] },
    ),
  },
  {
    path: 'cat/:id/checkins',
    ...page(
      () => import('../routes/cat-checkins.js'),
      (m) => m.CatCheckinsPage,
      { strings: ['cat', 'lists', 'moderation'] },
    ),
  },
  {
    path: 'profile/:userId',
    ...page(
      () => import('../routes/user-profile.js'),
      (m) => m.UserProfilePage,
      { strings: ['moderation', 'profile'] },
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
      { strings: ['pages2'] },
    ),
  },
  {
    path: 'privacy-policy',
    ...page(
      () => import('../routes/privacy-policy.js'),
      (m) => m.PrivacyPolicyPage,
      { strings: ['pages2'] },
    ),
  },
  {
    path: 'terms-of-service',
    ...page(
      () => import('../routes/terms-of-service.js'),
      (m) => m.TermsOfServicePage,
      { strings: ['pages2'] },
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
      { strings: ['checkin', 'pages2'] },
    ),
  },
  {
    path: 'register',
    ...page(
      () => import('../routes/register.js'),
      (m) => m.RegisterPage,
      { strings: ['pages2'] },
    ),
  },
];

export const protectedPages: RouteObject[] = [
  {
    path: 'notifications',
    ...page(
      () => import('../routes/notifications.js'),
      (m) => m.NotificationsPage,
      { strings: ['lists', 'pages2'] },
    ),
  },
  {
    path: 'profile',
    ...page(
      () => import('../routes/profile.js'),
      (m) => m.ProfilePage,
      { strings: ['carers', 'cat', 'colonies', 'moderation', 'profile'] },
    ),
  },
  {
    path: 'add-cat',
    ...page(
      () => import('../routes/add-cat.js'),
      (m) => m.AddCatPage,
      { strings: ['addCat', 'cat'] },
    ),
  },
  {
    path: 'checkin/:catId',
    ...page(
      () => import('../routes/checkin.js'),
      (m) => m.CheckinPage,
      { strings: ['addCat', 'cat', 'checkin', 'tnr'] },
    ),
  },
  {
    path: 'ranking',
    ...page(
      () => import('../routes/ranking.js'),
      (m) => m.RankingPage,
      { strings: ['lists', 'ranking'] },
    ),
  },
  {
    path: 'settings',
    ...page(
      () => import('../routes/settings.js'),
      (m) => m.SettingsPage,
      { strings: ['adminHealth', 'moderation', 'pages2', 'reports', 'settings'] },
    ),
  },
  {
    path: 'checkins',
    ...page(
      () => import('../routes/checkins.js'),
      (m) => m.CheckinsPage,
      { strings: ['cat', 'lists', 'moderation'] },
    ),
  },
  {
    path: 'achievements',
    ...page(
      () => import('../routes/achievements.js'),
      (m) => m.AchievementsPage,
      { strings: ['achievementsPage'] },
    ),
  },
  {
    path: 'admin',
    ...page(
      () => import('../routes/admin-moderation.js'),
      (m) => m.AdminModerationPage,
      { strings: ['moderation'] },
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
      { strings: ['adminHealth'] },
    ),
  },
  {
    path: 'reports/impact',
    ...page(
      () => import('../routes/impact-report.js'),
      (m) => m.ImpactReportPage,
      { strings: ['reports', 'tnr'] },
    ),
  },
  {
    path: 'favorites',
    ...page(
      () => import('../routes/favorites.js'),
      (m) => m.FavoritesPage,
      { strings: ['lists'] },
    ),
  },
];
