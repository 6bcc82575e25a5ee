import { createHashRouter, type RouteObject } from "react-router-dom";
import { prefetchQuotations } from "../api/get-quotation-new";
import { category, HOME_LATEST, prefetchLatestArticles } from "../api/post-news-list";
import { loadSpotTexts } from "../i18n/spot";
import { BootSplash } from "./boot-splash";
import { lines } from "./lines/line";
import { paths } from "./paths";
import { RequireAuth } from "./require-auth";
import { RootLayout } from "./root-layout";
import { NotFoundScreen, RouteErrorScreen } from "./route-states";
import { screen, withTexts } from "./screen-loader";
import { TabLayout } from "./tab-layout";

/** Route paths without the leading slash, as nested route objects expect. */
const at = (path: string) => path.slice(1);

/** The ids of the routes product lines add their screens under. */
const ROOT = "root";
const SIGNED_IN = "signed-in";

const home = screen(() => {
  prefetchLatestArticles(category.banner, HOME_LATEST);
  prefetchLatestArticles(category.news, HOME_LATEST);
  return import("../features/home/pages/home");
});
const area = screen(() => import("../features/auth/pages/area"));
const bindPhone = screen(() => import("../features/setting/pages/bind-phone"));
const serviceView = screen(() => import("../features/setting/pages/service-view"));
const content = {
  news: screen(() => import("../features/content/pages/news")),
  activity: screen(() => import("../features/content/pages/activity")),
  eventPlaza: screen(() => import("../features/content/pages/event-plaza")),
  guide: screen(() => import("../features/content/pages/guide")),
  help: screen(() => import("../features/content/pages/help")),
  privacy: screen(() => import("../features/content/pages/privacy")),
  compliance: screen(() => import("../features/content/pages/compliance")),
  about: screen(() => import("../features/content/pages/about")),
  article: screen(() => import("../features/content/pages/article")),
  webView: screen(() => import("../features/content/pages/web-view")),
};

const transfer = screen(() => import("../features/wallet/pages/transfer"));
const bills = screen(() => import("../features/wallet/pages/assets-record"));

/** Screens of a signed-in user (spec §2: a guest is told to log in first). */
const signedIn: RouteObject[] = [
  { path: at(paths.userInfo), lazy: screen(() => import("../features/setting/pages/user-info")) },
  { path: at(paths.security), lazy: screen(() => import("../features/setting/pages/security")) },
  { path: at(paths.password), lazy: screen(() => import("../features/setting/pages/password")) },
  { path: at(paths.payPassword), lazy: screen(() => import("../features/setting/pages/pay-password")) },
  { path: at(paths.bindPhone), lazy: bindPhone },
  { path: at(paths.passwordPhone), lazy: bindPhone },
  { path: at(paths.bindEmail), lazy: screen(() => import("../features/setting/pages/bind-email")) },
  {
    path: at(paths.bindAuthenticator),
    lazy: screen(() => import("../features/setting/pages/bind-authenticator")),
  },
  { path: at(paths.antiPhishing), lazy: screen(() => import("../features/setting/pages/anti-phishing")) },
  { path: at(paths.devices), lazy: screen(() => import("../features/setting/pages/devices")) },
  { path: at(paths.apiKeys), lazy: screen(() => import("../features/setting/pages/api-keys")) },
  { path: at(paths.real), lazy: screen(() => import("../features/setting/pages/real")) },
  { path: at(paths.fundSelect), lazy: screen(() => import("../features/wallet/pages/select")) },
  { path: at(paths.receive), lazy: screen(() => import("../features/wallet/pages/receive")) },
  { path: at(paths.fundRecords), lazy: screen(() => import("../features/wallet/pages/records")) },
  { path: at(paths.withdraw), lazy: screen(() => import("../features/wallet/pages/withdraw")) },
  { path: at(paths.transfer), lazy: transfer },
  { path: at(paths.fundTransfer), lazy: transfer },
  {
    path: at(paths.transferHistory),
    lazy: screen(() => import("../features/wallet/pages/transfer-history")),
  },
  { path: at(paths.assetsRecord), lazy: bills },
  { path: at(paths.assetsAllRecord), lazy: bills },
  { path: at(paths.bill), lazy: bills },
  { path: at(paths.walletAddresses), lazy: screen(() => import("../features/wallet/pages/addresses")) },
  { path: at(paths.addWallet), lazy: screen(() => import("../features/wallet/pages/add-address")) },
  { path: at(paths.bank), lazy: screen(() => import("../features/wallet/pages/bank")) },
  { path: at(paths.tradeOrders), lazy: screen(() => import("../features/spot/pages/currency-order")) },
  { path: at(paths.contractOrders), lazy: screen(() => import("../features/lever/pages/contract-order")) },
  { path: at(paths.contractVerify), lazy: screen(() => import("../features/lever/pages/contract-verify")) },
];

const routes: RouteObject[] = [
  {
    id: ROOT,
    path: "/",
    Component: RootLayout,
    HydrateFallback: BootSplash,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        Component: TabLayout,
        children: [
          { index: true, lazy: home },
          { path: at(paths.home), lazy: home },
          { path: at(paths.market), lazy: screen(() => import("../features/market/pages/market")) },
          {
            path: at(paths.trade),
            lazy: screen(
              withTexts(() => {
                prefetchQuotations();
                return import("../features/spot/pages/currency");
              }, loadSpotTexts),
            ),
          },
          { path: at(paths.contract), lazy: screen(() => import("../features/lever/pages/contract")) },
          {
            Component: RequireAuth,
            children: [
              { path: at(paths.assets), lazy: screen(() => import("../features/wallet/pages/assets")) },
            ],
          },
        ],
      },
      { path: at(paths.marketSearch), lazy: screen(() => import("../features/market/pages/search")) },
      { path: at(paths.futures), lazy: screen(() => import("../features/market/pages/futures")) },
      { path: at(paths.marketDetail), lazy: screen(() => import("../features/market/pages/detail")) },
      { path: at(paths.tradeBook), lazy: screen(() => import("../features/spot/pages/currency2")) },
      { path: at(paths.login), lazy: screen(() => import("../features/auth/pages/login")) },
      { path: at(paths.register), lazy: screen(() => import("../features/auth/pages/register")) },
      { path: at(paths.area), lazy: area },
      { path: at(paths.areas), lazy: area },
      { path: at(paths.forget), lazy: screen(() => import("../features/auth/pages/forget")) },
      { path: at(paths.forgetPhone), lazy: screen(() => import("../features/auth/pages/forget-phone")) },
      { path: at(paths.setting), lazy: screen(() => import("../features/setting/pages/setting")) },
      { path: at(paths.set), lazy: screen(() => import("../features/setting/pages/set")) },
      { path: at(paths.realMark), lazy: screen(() => import("../features/setting/pages/real-mark")) },
      { path: at(paths.contactUs), lazy: screen(() => import("../features/setting/pages/contact-us")) },
      { path: at(paths.serverView), lazy: serviceView },
      { path: at(paths.download), lazy: screen(() => import("../features/setting/pages/download")) },
      { path: at(paths.whitePage), lazy: screen(() => import("../features/setting/pages/white-page")) },
      { path: at(paths.news), lazy: content.news },
      { path: at(paths.activity), lazy: content.activity },
      { path: at(paths.eventPlaza), lazy: content.eventPlaza },
      { path: at(paths.guide), lazy: content.guide },
      { path: at(paths.help), lazy: content.help },
      { path: at(paths.privacy), lazy: content.privacy },
      { path: at(paths.operationalCompliance), lazy: content.compliance },
      { path: at(paths.about), lazy: content.about },
      { path: at(paths.article), lazy: content.article },
      { path: at(paths.webView), lazy: content.webView },
      { id: SIGNED_IN, Component: RequireAuth, children: signedIn },
      { path: "*", Component: NotFoundScreen },
    ],
  },
];

const patched = new Set<(typeof lines)[number]>();

/**
 * The app's router; its first navigation starts loading the screen the address opens. Product lines
 * bring their own route tables (app/lines): the app knows only which paths each one serves, and
 * fetches its table on the first navigation there (React Router asks before the not-found route
 * answers), so no line weighs on the first screen.
 */
export const createAppRouter = () =>
  createHashRouter(routes, {
    async patchRoutesOnNavigation({ path, patch }) {
      const line = lines.find((l) => l.prefixes.some((prefix) => path.startsWith(prefix)));
      if (!line || patched.has(line)) return;
      const table = (await line.load()).default(screen);
      if (patched.has(line)) return;
      patched.add(line);
      patch(ROOT, table.guest);
      patch(SIGNED_IN, table.signedIn);
    },
  });
export type AppRouter = ReturnType<typeof createAppRouter>;
