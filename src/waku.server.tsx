import type { FunctionComponent } from 'react';
import { createPages } from 'waku';
import { unstable_setNonce as setNonce } from 'waku/router/server';
import { DefaultLayout } from './components/layout/default-layout';
import { NoAccessLayout } from './components/layout/no-access-layout';
import { Root } from './components/layout/root';
import { LANGS } from './contract/common';
import BettingPage from './pages/betting';
import BettingEventPage from './pages/betting-event';
import BonusesPage from './pages/bonuses';
import CasePage from './pages/case';
import CasesPage from './pages/cases';
import ErrorPage from './pages/error';
import FaqPage from './pages/faq';
import GamePage from './pages/game';
import HomePage from './pages/home';
import LivePage from './pages/live';
import LiveTablePage from './pages/live-table';
import NoAccessPage from './pages/no-access';
import NotFoundPage from './pages/not-found';
import PasswordResetPage from './pages/password-reset';
import PolicyPage from './pages/policy';
import ProfilePage from './pages/profile';
import RoomPage from './pages/room';
import RoomsPage from './pages/rooms';
import SlotPage from './pages/slot';
import SlotsPage from './pages/slots';
import TopPage from './pages/top';
import VipPage from './pages/vip';
import adapter from './server/adapter';
import { findSiteContext } from './site/context.server';
import { ROUTES, type PageKey, type RouteDef } from './site/routes';

type Params = Record<string, string>;

/**
 * Each route's page component; slug values arrive as props named after the segment. The
 * registry's in-house games share the `game` page, told apart by their slug.
 */
const PAGES: Record<Exclude<PageKey, 'game'>, FunctionComponent<Params>> = {
  home: HomePage,
  betting: BettingPage,
  bettingEvent: (p) => <BettingEventPage id={p.id!} />,
  bonuses: BonusesPage,
  error: ErrorPage,
  faq: FaqPage,
  cases: CasesPage,
  case: (p) => <CasePage slug={p.slug!} />,
  live: LivePage,
  liveDemo: (p) => <LiveTablePage slug={p.slots!} mode="demo" />,
  livePlay: (p) => <LiveTablePage slug={p.slots!} mode="play" />,
  rooms: RoomsPage,
  room: (p) => <RoomPage room={p.room!} />,
  slots: SlotsPage,
  slotDemo: (p) => <SlotPage slug={p.slots!} mode="demo" />,
  slotPlay: (p) => <SlotPage slug={p.slots!} mode="play" />,
  noAccess: NoAccessPage,
  passwordReset: () => <PasswordResetPage />,
  resetPassword: (p) => <PasswordResetPage token={p.token} />,
  top: TopPage,
  vip: VipPage,
  policy: (p) => <PolicyPage docLang={p.docLang!} doc={p.doc!} />,
  profile: () => <ProfilePage section="overview" />,
  profileAccess: () => <ProfilePage section="access" />,
  profileBonuses: () => <ProfilePage section="bonuses" />,
  profileHistory: () => <ProfilePage section="history" />,
  profileSetting: () => <ProfilePage section="setting" />,
};

function pageOf(route: RouteDef): FunctionComponent<Params> {
  if (route.page !== 'game') return PAGES[route.page];
  const slug = route.gameSlug!;
  return () => <GamePage game={slug} />;
}

const PREFIXES = ['', ...LANGS.map((l) => `/${l}`)];

export default adapter(
  createPages(async ({ createPage, createLayout, createRoot, createInterceptor }) => {
    // Framework inline scripts carry the CSP nonce the front server chose.
    createInterceptor((next) => {
      const nonce = findSiteContext()?.nonce;
      if (nonce) setNonce(nonce);
      return next();
    });
    // Every page depends on the request (language, geo, session): all render dynamically.
    const pages = ROUTES.flatMap((route) =>
      PREFIXES.map((prefix) => {
        const group = route.layout === 'no-access' ? '/(blocked)' : '/(site)';
        const path = `${group}${prefix}${route.path === '/' ? '' : route.path}`;
        // Paths are built at run time from the route table, so the typed overloads cannot check them.
        return createPage({ render: 'dynamic', path, component: pageOf(route) } as never);
      }),
    );
    return [
      createRoot({ render: 'dynamic', component: Root }),
      createLayout({ render: 'dynamic', path: '/(site)', component: DefaultLayout }),
      createLayout({ render: 'dynamic', path: '/(blocked)', component: NoAccessLayout }),
      createPage({ render: 'dynamic', path: '/(site)/404', component: NotFoundPage }),
      ...pages,
    ];
  }),
);
