/** Spanish: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "Gestión de API",
  intro:
    "Las claves API permiten que sus programas operen por usted mediante la API de la plataforma. Nunca comparta el secreto de una clave; elimine las que ya no use.",
  create: "Crear clave API",
  label: "Etiqueta",
  labelPlaceholder: "De 1 a 32 caracteres",
  permissions: "Permisos",
  permission: {
    read: "Lectura",
    trade: "Operar",
    withdraw: "Retirar",
  },
  readAlways: "La lectura siempre está permitida.",
  ips: "Lista de IP permitidas",
  ipsPlaceholder: "Una dirección por línea (IPv4 o IPv6); vacío: cualquier dirección",
  withdrawNeedsIps: "Retirar requiere una lista de IP permitidas.",
  expiry: "Caducidad",
  expiryNever: "Nunca",
  expiryDays: "En {{days}} días",
  publicKey: "Clave pública Ed25519 (opcional)",
  publicKeyPlaceholder: "PEM o base64; déjela vacía para un secreto HMAC",
  googleCode: "Código del autenticador",
  secretTitle: "Guarde su clave secreta ahora",
  secretWarning:
    "Este secreto se muestra una sola vez. Cópielo y guárdelo con seguridad: quien lo tenga puede usar su clave. Si lo pierde, elimine la clave y cree otra.",
  apiKey: "Clave API",
  secret: "Clave secreta",
  copy: "Copiar",
  done: "Ya la guardé",
  ed25519Created: "Clave creada: firme con la clave privada de la clave pública que indicó.",
  yourKeys: "Sus claves API",
  empty: "Aún no hay claves API",
  anyIp: "Cualquier IP",
  lastUsed: "Último uso {{time}}",
  neverUsed: "Nunca usada",
  expiresAt: "Caduca {{time}}",
  status: {
    active: "Activa",
    expired: "Caducada",
    disabled: "Desactivada",
    revoked: "Revocada",
  },
  delete: "Eliminar",
  deleteConfirm: "¿Eliminar esta clave API? Los programas que la usan dejan de funcionar al instante.",
};

export default apikeys;
