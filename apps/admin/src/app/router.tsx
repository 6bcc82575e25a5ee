import type { ReactNode } from "react";
import { createHashRouter, type RouteObject } from "react-router-dom";
import type { Capability } from "../api/operator";
import { LoadingBoundary, lazyNamed } from "../ui/lazy";
import { ConsoleLayout } from "./console-layout";
import { NotFoundPage, RequireOperator, RequireRole } from "./guards";
import { paths } from "./paths";

/*
 * Each page loads from its own chunk (with the antd components only it uses) when first opened, so the
 * console's first screen (sign-in, or the users list) loads only what it shows.
 */
const LoginPage = lazyNamed(() => import("../features/auth/pages/login-page"), "LoginPage");
const DashboardPage = lazyNamed(() => import("../features/dashboard/pages/dashboard-page"), "DashboardPage");
const ChainPage = lazyNamed(() => import("../features/chain/pages/chain-page"), "ChainPage");
const ApprovalsPage = lazyNamed(() => import("../features/approvals/pages/approvals-page"), "ApprovalsPage");
const AuditPage = lazyNamed(() => import("../features/audit/pages/audit-page"), "AuditPage");
const ContentPage = lazyNamed(() => import("../features/content/pages/content-page"), "ContentPage");
const ContractsPage = lazyNamed(() => import("../features/contracts/pages/contracts-page"), "ContractsPage");
const ExposurePage = lazyNamed(() => import("../features/risk/pages/exposure-page"), "ExposurePage");
const TradersPage = lazyNamed(() => import("../features/copy/pages/traders-page"), "TradersPage");
const CurrenciesPage = lazyNamed(
  () => import("../features/currencies/pages/currencies-page"),
  "CurrenciesPage",
);
const MarketsPage = lazyNamed(() => import("../features/markets/pages/markets-page"), "MarketsPage");
const DepositsPage = lazyNamed(() => import("../features/deposits/pages/deposits-page"), "DepositsPage");
const EarnPage = lazyNamed(() => import("../features/earn/pages/earn-page"), "EarnPage");
const GrowthPage = lazyNamed(() => import("../features/growth/pages/growth-page"), "GrowthPage");
const JobsPage = lazyNamed(() => import("../features/jobs/pages/jobs-page"), "JobsPage");
const KycPage = lazyNamed(() => import("../features/kyc/pages/kyc-page"), "KycPage");
const LedgerPage = lazyNamed(() => import("../features/ledger/pages/ledger-page"), "LedgerPage");
const NftPage = lazyNamed(() => import("../features/nft/pages/nft-page"), "NftPage");
const OutboxPage = lazyNamed(() => import("../features/outbox/pages/outbox-page"), "OutboxPage");
const P2pPage = lazyNamed(() => import("../features/p2p/pages/p2p-page"), "P2pPage");
const SupportPage = lazyNamed(() => import("../features/support/pages/support-page"), "SupportPage");
const SecurityPage = lazyNamed(() => import("../features/security/pages/security-page"), "SecurityPage");
const OperatorsPage = lazyNamed(() => import("../features/operators/pages/operators-page"), "OperatorsPage");
const SettingsPage = lazyNamed(() => import("../features/settings/pages/settings-page"), "SettingsPage");
const UsersPage = lazyNamed(() => import("../features/users/pages/users-page"), "UsersPage");
const WithdrawalsPage = lazyNamed(
  () => import("../features/withdrawals/pages/withdrawals-page"),
  "WithdrawalsPage",
);

const at = (path: string) => path.slice(1);

/** A console page behind its capability, with a spinner while its chunk loads. */
const page = (path: string, capability: Capability, element: ReactNode): RouteObject => ({
  path: at(path),
  element: (
    <RequireRole capability={capability}>
      <LoadingBoundary key={path}>{element}</LoadingBoundary>
    </RequireRole>
  ),
});

const routes: RouteObject[] = [
  {
    path: paths.login,
    element: (
      <LoadingBoundary fullPage>
        <LoginPage />
      </LoadingBoundary>
    ),
  },
  {
    path: "/",
    element: (
      <RequireOperator>
        <ConsoleLayout />
      </RequireOperator>
    ),
    children: [
      {
        index: true,
        element: (
          <RequireRole capability="dashboard">
            <LoadingBoundary key={paths.dashboard}>
              <DashboardPage />
            </LoadingBoundary>
          </RequireRole>
        ),
      },
      page(paths.users, "users", <UsersPage />),
      page(paths.kyc, "kyc", <KycPage />),
      page(paths.deposits, "funds", <DepositsPage />),
      page(paths.withdrawals, "funds", <WithdrawalsPage />),
      page(paths.approvals, "approvals", <ApprovalsPage />),
      page(paths.chain, "funds", <ChainPage />),
      page(paths.p2p, "p2p", <P2pPage />),
      page(paths.support, "support", <SupportPage />),
      page(paths.copy, "copy", <TradersPage />),
      page(paths.earn, "earn", <EarnPage />),
      page(paths.nft, "nft", <NftPage />),
      page(paths.growth, "growth", <GrowthPage />),
      page(paths.currencies, "funds", <CurrenciesPage />),
      page(paths.markets, "funds", <MarketsPage />),
      page(paths.contracts, "contracts", <ContractsPage settingsPath={paths.settings} />),
      page(paths.exposure, "contracts", <ExposurePage />),
      page(paths.ledger, "ledger", <LedgerPage />),
      page(paths.jobs, "jobs", <JobsPage />),
      page(paths.content, "content", <ContentPage />),
      page(paths.settings, "settings", <SettingsPage />),
      page(paths.audit, "audit", <AuditPage />),
      page(paths.outbox, "outbox", <OutboxPage />),
      page(paths.security, "security", <SecurityPage />),
      page(paths.operators, "operators", <OperatorsPage />),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createHashRouter(routes);
