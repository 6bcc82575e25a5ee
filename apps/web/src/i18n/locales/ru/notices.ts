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
  approval: {
    merchant: {
      approved: "Ваш магазин мерчанта одобрен",
      rejected: "Ваша заявка мерчанта отклонена",
      rejectedFor: "Ваша заявка мерчанта отклонена: {{reason}}",
    },
    trader: {
      approved: "Теперь вы трейдер для копирования",
      rejected: "Ваша заявка трейдера для копирования отклонена",
      rejectedFor: "Ваша заявка трейдера для копирования отклонена: {{reason}}",
    },
    king: {
      approved: "Теперь вы король-менеджер",
      rejected: "Ваша заявка король-менеджера отклонена",
      rejectedFor: "Ваша заявка король-менеджера отклонена: {{reason}}",
    },
    loan: {
      approved: "Ваш заём одобрен: сумма зачислена на счёт",
      rejected: "Ваш заём отклонён: залог возвращён",
      rejectedFor: "Ваш заём отклонён: {{reason}}. Залог возвращён",
    },
    open: "Открыть",
  },
};

export default notices;
