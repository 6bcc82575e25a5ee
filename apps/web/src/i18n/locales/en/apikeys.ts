/** English: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "API management",
  intro:
    "API keys let your programs trade for you through the venue's API. Never share a key's secret; delete any key you no longer use.",
  create: "Create API key",
  label: "Label",
  labelPlaceholder: "1 to 32 characters",
  permissions: "Permissions",
  permission: {
    read: "Read",
    trade: "Trade",
    withdraw: "Withdraw",
  },
  readAlways: "Reading is always allowed.",
  ips: "IP allowlist",
  ipsPlaceholder: "One address per line (IPv4 or IPv6); empty: any address",
  withdrawNeedsIps: "Withdrawing needs an IP allowlist.",
  expiry: "Expires",
  expiryNever: "Never",
  expiryDays: "In {{days}} days",
  publicKey: "Ed25519 public key (optional)",
  publicKeyPlaceholder: "PEM or base64; leave empty for an HMAC secret",
  googleCode: "Authenticator code",
  secretTitle: "Save your secret key now",
  secretWarning:
    "This secret is shown only once. Copy it and keep it safe: anyone with it can use your key. If you lose it, delete the key and create a new one.",
  apiKey: "API key",
  secret: "Secret key",
  copy: "Copy",
  done: "I have saved it",
  ed25519Created: "Your key is created: sign with the private key of the public key you gave.",
  yourKeys: "Your API keys",
  empty: "No API keys yet",
  anyIp: "Any IP",
  lastUsed: "Last used {{time}}",
  neverUsed: "Never used",
  expiresAt: "Expires {{time}}",
  status: {
    active: "Active",
    expired: "Expired",
    disabled: "Disabled",
    revoked: "Revoked",
  },
  delete: "Delete",
  deleteConfirm: "Delete this API key? Programs using it stop working at once.",
};

export default apikeys;
