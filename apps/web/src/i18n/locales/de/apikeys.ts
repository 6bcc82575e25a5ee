/** German: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "API-Verwaltung",
  intro:
    "Mit API-Schlüsseln handeln Ihre Programme über die API der Börse für Sie. Geben Sie das Secret eines Schlüssels nie weiter; löschen Sie Schlüssel, die Sie nicht mehr nutzen.",
  create: "API-Schlüssel erstellen",
  label: "Bezeichnung",
  labelPlaceholder: "1 bis 32 Zeichen",
  permissions: "Berechtigungen",
  permission: {
    read: "Lesen",
    trade: "Handeln",
    withdraw: "Auszahlen",
  },
  readAlways: "Lesen ist immer erlaubt.",
  ips: "IP-Zulassungsliste",
  ipsPlaceholder: "Eine Adresse pro Zeile (IPv4 oder IPv6); leer: jede Adresse",
  withdrawNeedsIps: "Auszahlen erfordert eine IP-Zulassungsliste.",
  expiry: "Ablauf",
  expiryNever: "Nie",
  expiryDays: "In {{days}} Tagen",
  publicKey: "Ed25519-Public-Key (optional)",
  publicKeyPlaceholder: "PEM oder Base64; leer lassen für ein HMAC-Secret",
  googleCode: "Authenticator-Code",
  secretTitle: "Speichern Sie jetzt Ihren Secret Key",
  secretWarning:
    "Dieses Secret wird nur einmal angezeigt. Kopieren Sie es und bewahren Sie es sicher auf: Wer es hat, kann Ihren Schlüssel nutzen. Wenn Sie es verlieren, löschen Sie den Schlüssel und erstellen Sie einen neuen.",
  apiKey: "API-Schlüssel",
  secret: "Secret Key",
  copy: "Kopieren",
  done: "Ich habe es gespeichert",
  ed25519Created: "Schlüssel erstellt: Signieren Sie mit dem privaten Schlüssel zum angegebenen Public Key.",
  yourKeys: "Ihre API-Schlüssel",
  empty: "Noch keine API-Schlüssel",
  anyIp: "Jede IP",
  lastUsed: "Zuletzt genutzt {{time}}",
  neverUsed: "Nie genutzt",
  expiresAt: "Läuft ab {{time}}",
  status: {
    active: "Aktiv",
    expired: "Abgelaufen",
    disabled: "Deaktiviert",
    revoked: "Widerrufen",
  },
  delete: "Löschen",
  deleteConfirm:
    "Diesen API-Schlüssel löschen? Programme, die ihn nutzen, hören sofort auf zu funktionieren.",
};

export default apikeys;
