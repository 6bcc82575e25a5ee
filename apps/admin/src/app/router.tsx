import type { ReactNode } from "react";
import { createHashRouter, Navigate, type RouteObject } from "react-router-dom";
import type { Capability } from "../api/operator";
import { AuditPage } from "../features/audit/pages/audit-page";
import { LoginPage } from "../features/auth/pages/login-page";
import { ContentPage } from "../features/content/pages/content-page";
import { ContractsPage } from "../features/contracts/pages/contracts-page";
import { TradersPage } from "../features/copy/pages/traders-page";
import { CurrenciesPage } from "../features/currencies/pages/currencies-page";
import { DepositsPage } from "../features/deposits/pages/deposits-page";
import { EarnPage } from "../features/earn/pages/earn-page";
import { GrowthPage } from "../features/growth/pages/growth-page";
import { JobsPage } from "../features/jobs/pages/jobs-page";
import { KycPage } from "../features/kyc/pages/kyc-page";
import { LedgerPage } from "../features/ledger/pages/ledger-page";
import { NftPage } from "../features/nft/pages/nft-page";
import { OutboxPage } from "../features/outbox/pages/outbox-page";
import { P2pPage } from "../features/p2p/pages/p2p-page";
import { SecurityPage } from "../features/security/pages/security-page";
import { SettingsPage } from "../features/settings/pages/settings-page";
import { UsersPage } from "../features/users/pages/users-page";
import { WithdrawalsPage } from "../features/withdrawals/pages/withdrawals-page";
import { ConsoleLayout } from "./console-layout";
import { NotFoundPage, RequireOperator, RequireRole } from "./guards";
import { paths } from "./paths";

const at = (path: string) => path.slice(1);

const page = (path: string, capability: Capability, element: ReactNode): RouteObject => ({
  path: at(path),
  element: <RequireRole capability={capability}>{element}</RequireRole>,
});

const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  {
    path: "/",
    element: (
      <RequireOperator>
        <ConsoleLayout />
      </RequireOperator>
    ),
    children: [
      { index: true, element: <Navigate to={paths.users} replace /> },
      page(paths.users, "users", <UsersPage />),
      page(paths.kyc, "kyc", <KycPage />),
      page(paths.deposits, "funds", <DepositsPage />),
      page(paths.withdrawals, "funds", <WithdrawalsPage />),
      page(paths.p2p, "p2p", <P2pPage />),
      page(paths.copy, "copy", <TradersPage />),
      page(paths.earn, "earn", <EarnPage />),
      page(paths.nft, "nft", <NftPage />),
      page(paths.growth, "growth", <GrowthPage />),
      page(paths.currencies, "funds", <CurrenciesPage />),
      page(paths.contracts, "contracts", <ContractsPage settingsPath={paths.settings} />),
      page(paths.ledger, "ledger", <LedgerPage />),
      page(paths.jobs, "jobs", <JobsPage />),
      page(paths.content, "content", <ContentPage />),
      page(paths.settings, "settings", <SettingsPage />),
      page(paths.audit, "audit", <AuditPage />),
      page(paths.outbox, "outbox", <OutboxPage />),
      page(paths.security, "security", <SecurityPage />),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createHashRouter(routes);
