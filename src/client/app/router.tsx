import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Splash } from '../components/splash.js';
import { GuestOnly, RequireAuth } from './require-auth.js';
import { RootLayout } from './root-layout.js';
import { RouteError } from './route-error.js';

/** A lazily loaded route module: each screen is its own chunk. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const publicPages: RouteObject[] = [
  {
    index: true,
    lazy: page(
      () => import('../routes/home.js'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'map',
    lazy: page(
      () => import('../routes/map.js'),
      (m) => m.MapPage,
    ),
  },
  {
    path: 'cat/:id',
    lazy: page(
      () => import('../routes/cat.js'),
      (m) => m.CatPage,
    ),
  },
  {
    path: 'colonies',
    lazy: page(
      () => import('../routes/colonies.js'),
      (m) => m.ColoniesPage,
    ),
  },
  {
    path: 'colony/:id',
    lazy: page(
      () => import('../routes/colony.js'),
      (m) => m.ColonyPage,
    ),
  },
  {
    path: 'cat/:id/checkins',
    lazy: page(
      () => import('../routes/cat-checkins.js'),
      (m) => m.CatCheckinsPage,
    ),
  },
  {
    path: 'profile/:userId',
    lazy: page(
      () => import('../routes/user-profile.js'),
      (m) => m.UserProfilePage,
    ),
  },
  {
    path: 'reset-password',
    lazy: page(
      () => import('../routes/reset-password.js'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    path: 'verify-email',
    lazy: page(
      () => import('../routes/verify-email.js'),
      (m) => m.VerifyEmailPage,
    ),
  },
  {
    path: 'forgot-password',
    lazy: page(
      () => import('../routes/forgot-password.js'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'privacy-policy',
    lazy: page(
      () => import('../routes/privacy-policy.js'),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: 'terms-of-service',
    lazy: page(
      () => import('../routes/terms-of-service.js'),
      (m) => m.TermsOfServicePage,
    ),
  },
  {
    path: '404',
    lazy: page(
      () => import('../routes/not-found.js'),
      (m) => m.NotFoundPage,
    ),
  },
];

const guestPages: RouteObject[] = [
  {
    path: 'login',
    lazy: page(
      () => import('../routes/login.js'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    lazy: page(
      () => import('../routes/register.js'),
      (m) => m.RegisterPage,
    ),
  },
];

const protectedPages: RouteObject[] = [
  {
    path: 'notifications',
    lazy: page(
      () => import('../routes/notifications.js'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'profile',
    lazy: page(
      () => import('../routes/profile.js'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'add-cat',
    lazy: page(
      () => import('../routes/add-cat.js'),
      (m) => m.AddCatPage,
    ),
  },
  {
    path: 'checkin/:catId',
    lazy: page(
      () => import('../routes/checkin.js'),
      (m) => m.CheckinPage,
    ),
  },
  {
    path: 'ranking',
    lazy: page(
      () => import('../routes/ranking.js'),
      (m) => m.RankingPage,
    ),
  },
  {
    path: 'settings',
    lazy: page(
      () => import('../routes/settings.js'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'checkins',
    lazy: page(
      () => import('../routes/checkins.js'),
      (m) => m.CheckinsPage,
    ),
  },
  {
    path: 'achievements',
    lazy: page(
      () => import('../routes/achievements.js'),
      (m) => m.AchievementsPage,
    ),
  },
  {
    path: 'admin',
    lazy: page(
      () => import('../routes/admin-moderation.js'),
      (m) => m.AdminModerationPage,
    ),
  },
  {
    path: 'admin/accounts',
    lazy: page(
      () => import('../routes/admin-accounts.js'),
      (m) => m.AdminAccountsPage,
    ),
  },
  {
    path: 'admin/health',
    lazy: page(
      () => import('../routes/admin-health.js'),
      (m) => m.AdminHealthPage,
    ),
  },
  {
    path: 'reports/impact',
    lazy: page(
      () => import('../routes/impact-report.js'),
      (m) => m.ImpactReportPage,
    ),
  },
  {
    path: 'favorites',
    lazy: page(
      () => import('../routes/favorites.js'),
      (m) => m.FavoritesPage,
    ),
  },
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: Splash,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...publicPages,
          { element: <GuestOnly />, children: guestPages },
          { element: <RequireAuth />, children: protectedPages },
          { path: '*', element: <Navigate to="/404" replace /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
