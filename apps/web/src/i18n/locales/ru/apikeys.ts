/** Russian: the API management screen; the `apikeys` namespace. */
const apikeys = {
  title: "Управление API",
  intro:
    "API-ключи позволяют вашим программам торговать за вас через API биржи. Никому не сообщайте секрет ключа; удаляйте ключи, которыми больше не пользуетесь.",
  create: "Создать API-ключ",
  label: "Название",
  labelPlaceholder: "От 1 до 32 символов",
  permissions: "Права",
  permission: {
    read: "Чтение",
    trade: "Торговля",
    withdraw: "Вывод",
  },
  readAlways: "Чтение разрешено всегда.",
  ips: "Список разрешённых IP",
  ipsPlaceholder: "По одному адресу в строке (IPv4 или IPv6); пусто: любой адрес",
  withdrawNeedsIps: "Для вывода нужен список разрешённых IP.",
  expiry: "Срок действия",
  expiryNever: "Бессрочно",
  expiryDays: "Через {{days}} дн.",
  publicKey: "Открытый ключ Ed25519 (необязательно)",
  publicKeyPlaceholder: "PEM или base64; оставьте пустым для HMAC-секрета",
  googleCode: "Код аутентификатора",
  secretTitle: "Сохраните секретный ключ сейчас",
  secretWarning:
    "Этот секрет показывается только один раз. Скопируйте его и храните надёжно: любой, у кого он есть, может пользоваться вашим ключом. Если потеряете, удалите ключ и создайте новый.",
  apiKey: "API-ключ",
  secret: "Секретный ключ",
  copy: "Копировать",
  done: "Я сохранил",
  ed25519Created: "Ключ создан: подписывайте закрытым ключом, соответствующим указанному открытому.",
  yourKeys: "Ваши API-ключи",
  empty: "API-ключей пока нет",
  anyIp: "Любой IP",
  lastUsed: "Последнее использование {{time}}",
  neverUsed: "Не использовался",
  expiresAt: "Истекает {{time}}",
  status: {
    active: "Активен",
    expired: "Истёк",
    disabled: "Отключён",
    revoked: "Отозван",
  },
  delete: "Удалить",
  deleteConfirm: "Удалить этот API-ключ? Программы, которые им пользуются, сразу перестанут работать.",
};

export default apikeys;
