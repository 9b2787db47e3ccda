/**
 * The app's screens, each a lazily loaded chunk (see lazy-page.tsx); app/router.tsx puts them
 * under the shell, the guest-only and the signed-in-only guards.
 */
import { nearbyQuery } from '../features/home/home-queries.js';
import { catQuery } from '../lib/cat-query.js';
import { queryClient } from '../lib/clients.js';
// In the entry chunk (3 kB): the position is asked for as soon as the app's code runs.
import { startLocating } from '../lib/location.js';
import { page, type Page } from './lazy-page.js';

export const publicPages: Page[] = [
  page(
    '/',
    () => import('../routes/home.js'),
    (m) => m.HomePage,
    {
      locates: true,
      prefetch: async () => queryClient.prefetchQuery(nearbyQuery(await startLocating())),
    },
  ),
  page(
    '/map',
    () => import('../routes/map.js'),
    (m) => m.MapPage,
    { locates: true },
  ),
  page(
    '/cat/:id',
    () => import('../routes/cat.js'),
    (m) => m.CatPage,
    {
      prefetch: ({ id = '' }) => queryClient.prefetchQuery(catQuery(id)),
      strings: ['addCat', 'carers', 'cat', 'colonies', 'errors', 'moderation', 'notify', 'tnr'],
    },
  ),
  page(
    '/colonies',
    () => import('../routes/colonies.js'),
    (m) => m.ColoniesPage,
    { strings: ['addCat', 'colonies', 'errors'] },
  ),
  page(
    '/colony/:id',
    () => import('../routes/colony.js'),
    (m) => m.ColonyPage,
    { strings: ['cat', 'colonies', 'reports', 'rota'] },
  ),
  page(
    '/cat/:id/checkins',
    () => import('../routes/cat-checkins.js'),
    (m) => m.CatCheckinsPage,
    { strings: ['cat', 'lists', 'moderation'] },
  ),
  page(
    '/profile/:userId',
    () => import('../routes/user-profile.js'),
    (m) => m.UserProfilePage,
    { strings: ['moderation', 'profile'] },
  ),
  page(
    '/reset-password',
    () => import('../routes/reset-password.js'),
    (m) => m.ResetPasswordPage,
    { strings: ['errors'] },
  ),
  page(
    '/verify-email',
    () => import('../routes/verify-email.js'),
    (m) => m.VerifyEmailPage,
  ),
  page(
    '/unlock-login',
    () => import('../routes/unlock-login.js'),
    (m) => m.UnlockLoginPage,
  ),
  page(
    '/forgot-password',
    () => import('../routes/forgot-password.js'),
    (m) => m.ForgotPasswordPage,
    { strings: ['errors', 'pages2'] },
  ),
  page(
    '/privacy-policy',
    () => import('../routes/privacy-policy.js'),
    (m) => m.PrivacyPolicyPage,
    { strings: ['pages2'] },
  ),
  page(
    '/terms-of-service',
    () => import('../routes/terms-of-service.js'),
    (m) => m.TermsOfServicePage,
    { strings: ['pages2'] },
  ),
  page(
    '/404',
    () => import('../routes/not-found.js'),
    (m) => m.NotFoundPage,
  ),
];

export const guestPages: Page[] = [
  page(
    '/login',
    () => import('../routes/login.js'),
    (m) => m.LoginPage,
    { strings: ['checkin', 'errors', 'pages2'] },
  ),
  page(
    '/register',
    () => import('../routes/register.js'),
    (m) => m.RegisterPage,
    { strings: ['errors', 'pages2'] },
  ),
];

export const protectedPages: Page[] = [
  page(
    '/notifications',
    () => import('../routes/notifications.js'),
    (m) => m.NotificationsPage,
    { strings: ['lists', 'notify', 'pages2'] },
  ),
  page(
    '/profile',
    () => import('../routes/profile.js'),
    (m) => m.ProfilePage,
    { strings: ['carers', 'cat', 'colonies', 'errors', 'moderation', 'profile'] },
  ),
  page(
    '/add-cat',
    () => import('../routes/add-cat.js'),
    (m) => m.AddCatPage,
    { strings: ['addCat', 'cat', 'errors'] },
  ),
  page(
    '/checkin/:catId',
    () => import('../routes/checkin.js'),
    (m) => m.CheckinPage,
    { strings: ['addCat', 'cat', 'checkin', 'errors', 'tnr'] },
  ),
  page(
    '/ranking',
    () => import('../routes/ranking.js'),
    (m) => m.RankingPage,
    { strings: ['lists', 'ranking'] },
  ),
  page(
    '/settings',
    () => import('../routes/settings.js'),
    (m) => m.SettingsPage,
    { strings: ['adminHealth', 'errors', 'moderation', 'notify', 'pages2', 'reports', 'settings'] },
  ),
  page(
    '/checkins',
    () => import('../routes/checkins.js'),
    (m) => m.CheckinsPage,
    { strings: ['cat', 'lists', 'moderation'] },
  ),
  page(
    '/achievements',
    () => import('../routes/achievements.js'),
    (m) => m.AchievementsPage,
    { strings: ['achievementsPage'] },
  ),
  page(
    '/admin',
    () => import('../routes/admin-moderation.js'),
    (m) => m.AdminModerationPage,
    { strings: ['errors', 'moderation'] },
  ),
  page(
    '/admin/accounts',
    () => import('../routes/admin-accounts.js'),
    (m) => m.AdminAccountsPage,
  ),
  page(
    '/admin/health',
    () => import('../routes/admin-health.js'),
    (m) => m.AdminHealthPage,
    { strings: ['adminHealth'] },
  ),
  page(
    '/reports/impact',
    () => import('../routes/impact-report.js'),
    (m) => m.ImpactReportPage,
    { strings: ['reports', 'tnr'] },
  ),
  page(
    '/favorites',
    () => import('../routes/favorites.js'),
    (m) => m.FavoritesPage,
    { strings: ['lists'] },
  ),
];
