/**
 * Fiat P2P payment method kinds and the fields each one needs (all text); the server checks each field.
 * A module of its own (`@bourse/contract/p2p-methods`), so that the web app's forms read it without
 * the schemas.
 */
export const PAYMENT_METHOD_FIELDS = {
  /** a domestic bank transfer */
  bank: { required: ["account_name", "account_number", "bank_name"], optional: ["branch_name"] },
  /** an international transfer (the legacy `cash_save_international`) */
  intl_bank: {
    required: ["account_name", "iban", "swift_code", "bank_name"],
    optional: ["bank_address", "account_address"],
  },
  alipay: { required: ["account_name", "account_id"], optional: ["qr_code"] },
  wechat: { required: ["account_name", "account_id"], optional: ["qr_code"] },
  paypal: { required: ["account_name", "account_id"], optional: [] },
  momo: { required: ["account_name", "account_id"], optional: [] },
} as const;
