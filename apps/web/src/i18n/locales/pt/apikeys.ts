/** Portuguese: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "Gestão de API",
  intro:
    "As chaves de API permitem que seus programas negociem por você pela API da plataforma. Nunca compartilhe o segredo de uma chave; exclua as que não usa mais.",
  create: "Criar chave de API",
  label: "Rótulo",
  labelPlaceholder: "De 1 a 32 caracteres",
  permissions: "Permissões",
  permission: {
    read: "Leitura",
    trade: "Negociar",
    withdraw: "Sacar",
  },
  readAlways: "A leitura é sempre permitida.",
  ips: "Lista de IPs permitidos",
  ipsPlaceholder: "Um endereço por linha (IPv4 ou IPv6); vazio: qualquer endereço",
  withdrawNeedsIps: "Sacar exige uma lista de IPs permitidos.",
  expiry: "Expiração",
  expiryNever: "Nunca",
  expiryDays: "Em {{days}} dias",
  publicKey: "Chave pública Ed25519 (opcional)",
  publicKeyPlaceholder: "PEM ou base64; deixe vazio para um segredo HMAC",
  googleCode: "Código do autenticador",
  secretTitle: "Salve sua chave secreta agora",
  secretWarning:
    "Este segredo é mostrado só uma vez. Copie e guarde com segurança: quem o tiver pode usar sua chave. Se o perder, exclua a chave e crie outra.",
  apiKey: "Chave de API",
  secret: "Chave secreta",
  copy: "Copiar",
  done: "Já salvei",
  ed25519Created: "Chave criada: assine com a chave privada da chave pública informada.",
  yourKeys: "Suas chaves de API",
  empty: "Ainda não há chaves de API",
  anyIp: "Qualquer IP",
  lastUsed: "Último uso {{time}}",
  neverUsed: "Nunca usada",
  expiresAt: "Expira {{time}}",
  status: {
    active: "Ativa",
    expired: "Expirada",
    disabled: "Desativada",
    revoked: "Revogada",
  },
  delete: "Excluir",
  deleteConfirm: "Excluir esta chave de API? Os programas que a usam param na hora.",
};

export default apikeys;
