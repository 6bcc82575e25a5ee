import { expect, test } from "@playwright/test";
import { adminToken } from "./support";

/**
 * The console's chain page and the networks' on-chain settings. The shared e2e server watches no
 * chain: the page says so and how to configure one; the ERC20 network's on-chain settings still save
 * (the watcher reads them once a chain is configured), and a refused field is named under it.
 * Needs apps/admin/dist built (npm run build -w @bourse/admin).
 */

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

interface Envelope<T> {
  type: string | number;
  message: T;
}

type Network = {
  id: number;
  name: string;
  chain: string | null;
  deposit_address: string;
  deposit_min: string;
  withdraw_min: string;
  withdraw_fee: string;
  enabled: boolean;
  token_contract: string;
  confirmations: number;
  auto_approve_max: string;
  hot_wallet_min: string;
  explorer_tx_url: string;
};

test("the chain page shows an unconfigured chain; an ERC20 network's on-chain settings save", async ({
  page,
  request,
}) => {
  const admin = await adminToken(request);
  const headers = { Authorization: admin };
  const usdtNetworks = async () => {
    const res = await request.get("/api/admin/currencies", { headers });
    const currencies = (await res.json()) as Envelope<{ name: string; networks: Network[] }[]>;
    return currencies.message.find((c) => c.name === "USDT")?.networks ?? [];
  };
  const erc20 = (await usdtNetworks()).find((n) => n.name === "ERC20");
  expect(erc20?.chain).toBe("evm");
  if (!erc20) return;

  try {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/admin/");
    await page.getByLabel("Username").fill(process.env.ADMIN_USER ?? "admin");
    await page.getByLabel("Password").fill(process.env.ADMIN_PASSWORD ?? "bourse-admin-2026");
    await page.getByRole("button", { name: "Sign in" }).click();

    await page.getByRole("menuitem", { name: "Chain", exact: true }).click();
    const note = page.getByTestId("chain-not-configured");
    await expect(note).toContainText("No chain is configured");
    await expect(note).toContainText("CHAIN_RPC_URL");
    await expect(page.getByRole("tab", { name: "Chain deposits" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("No chain deposit")).toBeVisible();
    await page.getByRole("tab", { name: "Sent transactions" }).click();
    await expect(page.getByText("No transaction sent")).toBeVisible();

    await page.getByRole("menuitem", { name: "Currencies" }).click();
    const usdt = page.getByTestId("currency-USDT");
    // a network without a chain has no on-chain settings
    await usdt
      .getByTestId(`edit-network-${(await usdtNetworks()).find((n) => n.name === "TRC20")?.id}`)
      .click();
    const trc20Modal = page.getByRole("dialog", { name: "Edit USDT · TRC20" });
    await expect(trc20Modal.getByLabel("Min. deposit")).toBeVisible();
    await expect(trc20Modal.getByLabel("Confirmations")).toHaveCount(0);
    await trc20Modal.getByRole("button", { name: "Cancel" }).click();
    await expect(trc20Modal).toBeHidden();

    await usdt.getByTestId(`edit-network-${erc20.id}`).click();
    const modal = page.getByRole("dialog", { name: "Edit USDT · ERC20" });
    await expect(modal.getByLabel("Confirmations")).toHaveValue(String(erc20.confirmations));
    await modal.getByLabel("Confirmations").fill("15");
    await modal.getByLabel("Auto-approve up to").fill("25.5");

    // the server refuses an explorer URL that is not https with {tx}: the message shows under the field
    await modal.getByLabel("Explorer transaction URL").fill("http://explorer.example/tx/{tx}");
    await modal.getByRole("button", { name: "Save" }).click();
    const errors = modal.locator(".ant-form-item-explain-error");
    await expect(errors).toHaveText(/explorer_tx_url/);
    await expect(modal).toBeVisible();
    expect((await usdtNetworks()).find((n) => n.id === erc20.id)?.confirmations).toBe(erc20.confirmations);

    await modal.getByLabel("Explorer transaction URL").fill("https://sepolia.etherscan.io/tx/{tx}");
    await modal.getByRole("button", { name: "Save" }).click();
    await expect(modal).toBeHidden();
    expect((await usdtNetworks()).find((n) => n.id === erc20.id)).toMatchObject({
      confirmations: 15,
      auto_approve_max: "25.5",
      explorer_tx_url: "https://sepolia.etherscan.io/tx/{tx}",
    });
  } finally {
    const { id, name: _name, chain: _chain, ...settings } = erc20;
    await request.post(`/api/admin/networks/${id}`, { headers, data: settings });
  }
});
