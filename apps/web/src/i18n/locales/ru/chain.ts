/**
 * Russian: on-chain deposits and a withdrawal's state on the chain; the `chain` namespace.
 */
const chain = {
  deposit: {
    auto: "Пополнения на этот адрес зачисляются сами: подтверждение платежа не нужно. Суммы меньше минимума не зачисляются.",
    network: "Сеть",
    minimum: "Минимальное пополнение",
    credited: "Зачисление после",
    confirmations: "{{n}} подтверждений",
  },
  list: {
    title: "Пополнения в блокчейне",
    empty: "В блокчейне пока нет пополнений",
    progress: "{{confirmations}}/{{required}} подтверждений",
    tx: "Tx {{hash}}",
    explorer: "Открыть в обозревателе",
    seen: "Найдено {{time}}",
  },
  state: {
    pending: "Подтверждается",
    credited: "Зачислено",
    dropped: "Отменено",
    below_minimum: "Ниже минимума",
  },
  withdraw: {
    chain: "В блокчейне",
    approved: "Одобрено, ждёт отправки",
    signed: "Подписано",
    broadcast: "Отправлено",
    confirmed: "Подтверждено",
    failed: "Ошибка",
    tx: "Транзакция {{hash}}",
  },
};

export default chain;
