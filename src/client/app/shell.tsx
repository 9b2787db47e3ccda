import { useEffect, useRef, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { Link, NavLink, useLocation, useNavigation } from 'react-router-dom';
import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { CatMark } from '../components/cat-illustration.js';
import {
  AddIcon,
  HomeIcon,
  LoginIcon,
  MapIcon,
  SettingsIcon,
  TrophyIcon,
  UserIcon,
} from '../components/icons.js';
import { OfflineNotice } from '../components/offline-notice.js';
import { OutboxBanner } from '../components/outbox-banner.js';
import { PendingApproval } from '../features/auth/pending-approval.js';
import { AccessWatcher } from '../features/colonies/access-watcher.js';
import { NotificationBell } from '../features/notifications/bell.js';
import { UploadProgress } from '../components/upload-progress.js';
import { VerifyEmailBanner } from '../components/verify-email-banner.js';
import { useAuth } from '../lib/auth.js';
import { isSafeReturnPath, loginPathFor, useHere } from '../lib/return-path.js';
import { OutboxRunner } from './outbox-runner.js';

interface NavItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A long label ('Entrar / Criar conta'): a wider slot where it may take two lines. */
  wide?: boolean;
  /** The sign-in link: going there is the visitor's own choice (routes/login.tsx). */
  signIn?: boolean;
}

/**
 * The main navigation. It sits in the header, between the brand and the actions, so that it comes
 * before the page for keyboards and screen readers; phones pin it to the bottom of the screen
 * (shell.css), desktops keep it in the header row.
 */
function MainNav() {
  const { LL } = useI18nContext();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  // "Entrar / Criar conta" brings the person back to the page they were on.
  const here = useHere();
  const items: NavItem[] = [
    { to: '/', label: LL.common.nav.home(), Icon: HomeIcon },
    { to: '/map', label: LL.common.nav.map(), Icon: MapIcon },
    ...(signedIn ? [{ to: '/add-cat', label: LL.common.nav.addCat(), Icon: AddIcon }] : []),
    { to: '/ranking', label: LL.common.nav.ranking(), Icon: TrophyIcon },
    signedIn
      ? { to: '/profile', label: LL.common.nav.profile(), Icon: UserIcon }
      : {
          to: loginPathFor(here),
          label: LL.common.nav.login(),
          Icon: LoginIcon,
          wide: true,
          signIn: true,
        },
  ];
  return (
    <nav className="main-nav" aria-label={LL.common.nav.label()}>
      <ul className="main-nav__list">
        {items.map(({ to, label, Icon, wide, signIn }) => (
          <li key={to} className={wide ? 'main-nav__item main-nav__item--wide' : 'main-nav__item'}>
            <NavLink
              to={to}
              end
              className="main-nav__link"
              state={{
                ...(isSafeReturnPath(here) ? { from: here } : {}),
                ...(signIn ? { signIn } : {}),
              }}
            >
              <Icon className="main-nav__icon" />
              <span className="main-nav__label">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Logout lives in Settings; the header leads there for a signed-in user. */
function Header() {
  const { LL } = useI18nContext();
  const { status, user } = useAuth();
  const pending = user?.status === 'pending';
  return (
    <header className="app-header">
      <Link to="/" className="app-header__brand">
        <CatMark className="app-header__mark" />
        <span>{LL.common.appName()}</span>
      </Link>
      {!pending && <MainNav />}
      {status === 'authenticated' && !pending && (
        <div className="app-header__actions">
          <NotificationBell />
          <AccessWatcher />
          <NavLink
            to="/settings"
            end
            className="app-header__action"
            aria-label={LL.pages.settings()}
            title={LL.pages.settings()}
          >
            <SettingsIcon />
          </NavLink>
        </div>
      )}
    </header>
  );
}

/**
 * After an in-app navigation, focus moves to the new page's heading (or main) for screen readers;
 * the scroll position is ScrollRestoration's (root-layout.tsx).
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * While the next page's code, strings or data load, the page on screen stays (React Router's
 * navigations wait for the route's `lazy` and `loader`); this bar says something is coming.
 */
function NavigationPending() {
  const { LL } = useI18nContext();
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className="navigation-pending" role="progressbar" aria-label={LL.common.loading()} />;
}

export function Shell({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const { user } = useAuth();
  const pending = user?.status === 'pending';
  useFocusOnNavigation();
  return (
    <div className="app">
      <NavigationPending />
      <a className="skip-link" href="#main">
        {LL.common.skipToContent()}
      </a>
      <Header />
      <OutboxRunner />
      <main id="main" className="app-main" tabIndex={-1}>
        {pending ? (
          <PendingApproval />
        ) : (
          <>
            <OfflineNotice />
            <OutboxBanner />
            <VerifyEmailBanner />
            {children}
          </>
        )}
      </main>
      <UploadProgress />
    </div>
  );
}
