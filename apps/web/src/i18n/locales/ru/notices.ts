/** Russian: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "Закрыть",
  kyc: {
    certified: "Личность подтверждена (уровень {{level}})",
    rejected: "Проверка отклонена: {{reason}}",
    open: "Открыть проверку",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}: выигрыш {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}: проигрыш {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}: ничья, ставка возвращена",
    open: "Открыть результат",
  },
};

export default notices;
