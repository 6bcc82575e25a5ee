import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type APIRequestContext,
  request as apiRequest,
  type Browser,
  expect,
  type Page,
} from "@playwright/test";
import { type DevChain, startDevChain } from "../../apps/server/src/dev-chain/dev-chain.ts";
import { type RunningSigner, startSigner } from "../../apps/server/src/signer/index.ts";
import {
  getAs,
  loginThroughApi,
  OPERATOR,
  post,
  postAs,
  registerThroughApi,
  route,
  setFundPassword,
  shot,
  storeToken,
  submitLevel1,
  test,
  toast,
  uniqueEmail,
  userChannelJoined,
} from "./support";

/**
 * On-chain deposits and withdrawals: this journey runs against a server of its own, watching a local
 * EVM chain (a block a second) with a signer beside it; the shared server keeps vouchers on every
 * network. Deposits on USDT-ERC20 wait 12 confirmations.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SIGNER_SECRET = "e2e-signer-secret-".padEnd(40, "x");
/** An address outside the venue (EIP-55 checksummed). */
const OUTSIDE = "0x000000000000000000000000000000000000dEaD";

let chain: DevChain;
let signer: RunningSigner;
let server: ChildProcess;
let origin: string;
let api: APIRequestContext;
const dirs: string[] = [];

/** A port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Waits until the server answers its settings (it has migrated its fresh data directory). */
async function serverUp(base: string, child: ChildProcess): Promise<void> {
  // as long as playwright.config.ts gives the shared servers: a loaded machine takes a minute or more
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the chain server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/api/getSetting`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the chain server did not start");
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const temp = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), name));
    dirs.push(dir);
    return dir;
  };
  chain = await startDevChain({ port: 0, blockTimeSec: 1 });
  signer = await startSigner({
    mnemonic: chain.venueMnemonic,
    secret: SIGNER_SECRET,
    dataDir: temp("bourse-e2e-signer-"),
    port: 0,
    chainId: chain.chainId,
    // a fresh venue has few users: the first few hundred addresses are the venue's
    addressScan: 300,
    addressMargin: 100,
  });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // as playwright.config.ts starts the shared servers, with the chain's settings
  server = spawn("npx", ["tsx", "apps/server/src/main.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: temp("bourse-e2e-chain-"),
      DATABASE_URL: "",
      DEV_OUTBOX: "1",
      ADMIN_PASSWORD: OPERATOR.password,
      OPERATOR_2FA: "seed-exempt",
      LOG_LEVEL: "warn",
      SCHEDULER_INTERVAL_MS: "1000",
      CHAIN_RPC_URL: chain.rpcUrl,
      CHAIN_XPUB: chain.xpub,
      CHAIN_USDT_CONTRACT: chain.usdt,
      CHAIN_SIGNER_URL: signer.url,
      CHAIN_SIGNER_SECRET: SIGNER_SECRET,
      CHAIN_POLL_MS: "500",
    },
  });
  await serverUp(origin, server);
  api = await apiRequest.newContext({ baseURL: origin });
});

test.afterAll(async () => {
  await api?.dispose();
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((r) => server.once("exit", r));
    // the server and the npx that started it: their own process group
    process.kill(-server.pid, "SIGTERM");
    await exited;
  }
  await signer?.close();
  await chain?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The operator's session on this journey's server. */
async function operator(): Promise<string> {
  const res = await post<string>(api, "/admin/login", OPERATOR);
  expect(res.type, String(res.message)).toBe("ok");
  return res.message;
}

/**
 * A phone (390×844) on this journey's server, signed in with `token`, the popup notice already seen;
 * `joined` resolves once its socket has joined the user's channel.
 */
async function phone(browser: Browser, token: string): Promise<{ page: Page; joined: Promise<void> }> {
  const context = await browser.newContext({
    baseURL: `${origin}/h5/`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  });
  const page = await context.newPage();
  await page.goto(route("/pages/setting/whitePage"));
  await storeToken(page, token);
  const joined = userChannelJoined(page);
  // the app reads its stored state once per load
  await page.reload();
  return { page, joined };
}

test("USDT sent on the chain counts its confirmations up and is credited; a withdrawal the operator approves shows its transaction", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await operator();
  const lock = await postAs<unknown>(api, admin, "/admin/settings", {
    key: "withdraw_lock_hours",
    value: "0",
  });
  expect(lock.type, JSON.stringify(lock.message)).toBe("ok");

  // A verified user with a fund password.
  const email = uniqueEmail("chain");
  await registerThroughApi(api, email);
  const token = await loginThroughApi(api, email);
  await submitLevel1(api, token);
  const queue = await getAs<{ data: { id: number; account: string }[] }>(
    api,
    admin,
    "/admin/kyc?state=review&page=1&limit=100",
  );
  const application = queue.message.data.find((a) => a.account === email);
  expect((await postAs<string>(api, admin, `/admin/kyc/${application?.id}/approve`)).type).toBe("ok");
  await setFundPassword(api, token, email);

  // The deposit screen for USDT on ERC20: the user's own address, no voucher to claim.
  const { page, joined } = await phone(browser, token);
  await page.goto(route("/pages/fund/receive?currency=3"));
  await page.getByTestId("network-ERC20").click();
  const shown = page.getByTestId("deposit-address");
  await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByTestId("chain-network")).toHaveText("ERC20");
  await expect(page.getByTestId("chain-confirmations")).toHaveText("12 confirmations");
  await expect(page.getByTestId("chain-auto")).toContainText("no voucher is needed");
  await expect(page.getByTestId("receive-submit")).toHaveCount(0);
  await expect(page.getByTestId("voucher-input")).toHaveCount(0);
  await expect(page.getByText("No deposits seen on the chain yet")).toBeVisible();
  await shot(page, "chain-01-deposit-address");
  await joined;

  // 250 USDT sent to it: the row counts its confirmations up as blocks arrive, then it is credited.
  const address = (await shown.textContent()) ?? "";
  await chain.faucet(address, "250", "USDT");
  const row = page.getByTestId("chain-deposit").first();
  await expect(row.getByTestId("chain-deposit-amount")).toHaveText("250 USDT");
  const count = row.getByTestId("chain-deposit-confirmations");
  await expect(count).toHaveText(/^([1-9]|10)\/12 confirmations$/);
  const first = Number(/^(\d+)/.exec((await count.textContent()) ?? "")?.[1]);
  await expect(row.getByTestId("chain-deposit-state")).toHaveText("Confirming");
  await expect(row.getByTestId("tx-hash")).toHaveText(/^Tx 0x[0-9a-f]{6}…[0-9a-f]{6}$/);
  await expect(row.getByTestId("tx-explorer")).toHaveAttribute("href", /^https:\/\/etherscan\.io\/tx\/0x/);
  await row.scrollIntoViewIfNeeded();
  await shot(page, "chain-02-deposit-confirming");
  const later = Array.from({ length: 11 - first }, (_, i) => first + 1 + i).join("|");
  await expect(count).toHaveText(new RegExp(`^(${later})/12 confirmations$`));
  await expect(row.getByTestId("chain-deposit-state")).toHaveText("Credited", { timeout: 30_000 });
  await expect(count).toHaveCount(0);
  await shot(page, "chain-03-deposit-credited");

  await page.goto(route("/pages/fund/assets"));
  const usdt = page.getByTestId("holding-change-USDT");
  await expect(usdt.getByTestId("available")).toHaveText("250");

  // A withdrawal of 100 USDT to a saved ERC20 address; it waits for the operator.
  const saved = await postAs<unknown>(api, token, "/user/wallet/save", {
    currency: "3",
    network: "3",
    name: "Outside",
    address: OUTSIDE,
  });
  expect(saved.type, JSON.stringify(saved.message)).toBe("ok");
  await page.goto(route("/pages/fund/withdraw?currency=3"));
  await expect(page.getByTestId("address-option")).toContainText(OUTSIDE);
  await page.locator("#amount").fill("100");
  await expect(page.getByTestId("withdraw-fee")).toHaveText("5 USDT");
  await page.locator("#pay_password").fill("2580");
  await page.getByTestId("withdraw-submit").click();
  await expect(toast(page)).toContainText("Withdrawal submitted");
  await expect(page).toHaveURL(/#\/pages\/fund\/receive_withdraw_record\?tab=withdraw/);
  const record = page.getByTestId("withdraw-records").locator("li").first();
  await expect(record.getByTestId("record-state")).toHaveText("Pending");
  await expect(record.getByTestId("chain-state")).toHaveCount(0);

  // The operator approves it for the chain: the signer signs it and it goes out; the record shows its
  // state on the chain and its transaction.
  const list = await getAs<{ data: { id: number }[] }>(api, token, "/user/withdraw/list?page=1&limit=10");
  const id = list.message.data[0]?.id;
  const approved = await postAs<string>(api, admin, `/admin/withdrawals/${id}/approve`);
  expect(approved.type, approved.message).toBe("ok");
  await expect(record.getByTestId("chain-state")).toHaveText(/Approved|Signed|Broadcast|Confirmed/);
  await expect(record.getByTestId("tx-hash")).toHaveText(/^Transaction 0x[0-9a-f]{6}…[0-9a-f]{6}$/);
  await expect(record.getByTestId("tx-explorer")).toHaveAttribute("href", /^https:\/\/etherscan\.io\/tx\/0x/);
  await expect(record.getByTestId("chain-state")).toHaveText("Confirmed", { timeout: 30_000 });
  await shot(page, "chain-04-withdrawal-on-chain");
  const sent = await getAs<{ data: { txid: string | null }[] }>(
    api,
    token,
    "/user/withdraw/list?page=1&limit=10",
  );
  const txid = sent.message.data[0]?.txid ?? "";
  expect(txid).toMatch(/^0x[0-9a-f]{64}$/);
  await expect(record.getByTestId("tx-hash")).toHaveAttribute("title", txid);
});
