/** French: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "Gestion des API",
  intro:
    "Les clés API permettent à vos programmes de trader pour vous via l'API de la plateforme. Ne partagez jamais le secret d'une clé ; supprimez celles que vous n'utilisez plus.",
  create: "Créer une clé API",
  label: "Libellé",
  labelPlaceholder: "De 1 à 32 caractères",
  permissions: "Autorisations",
  permission: {
    read: "Lecture",
    trade: "Trading",
    withdraw: "Retrait",
  },
  readAlways: "La lecture est toujours autorisée.",
  ips: "Liste d'IP autorisées",
  ipsPlaceholder: "Une adresse par ligne (IPv4 ou IPv6) ; vide : toute adresse",
  withdrawNeedsIps: "Le retrait exige une liste d'IP autorisées.",
  expiry: "Expiration",
  expiryNever: "Jamais",
  expiryDays: "Dans {{days}} jours",
  publicKey: "Clé publique Ed25519 (facultatif)",
  publicKeyPlaceholder: "PEM ou base64 ; laissez vide pour un secret HMAC",
  googleCode: "Code de l'authentificateur",
  secretTitle: "Enregistrez votre clé secrète maintenant",
  secretWarning:
    "Ce secret n'est affiché qu'une fois. Copiez-le et gardez-le en lieu sûr : quiconque le détient peut utiliser votre clé. En cas de perte, supprimez la clé et créez-en une autre.",
  apiKey: "Clé API",
  secret: "Clé secrète",
  copy: "Copier",
  done: "Je l'ai enregistrée",
  ed25519Created: "Clé créée : signez avec la clé privée de la clé publique fournie.",
  yourKeys: "Vos clés API",
  empty: "Aucune clé API pour l'instant",
  anyIp: "Toute IP",
  lastUsed: "Dernière utilisation {{time}}",
  neverUsed: "Jamais utilisée",
  expiresAt: "Expire {{time}}",
  status: {
    active: "Active",
    expired: "Expirée",
    disabled: "Désactivée",
    revoked: "Révoquée",
  },
  delete: "Supprimer",
  deleteConfirm: "Supprimer cette clé API ? Les programmes qui l'utilisent s'arrêtent immédiatement.",
};

export default apikeys;
