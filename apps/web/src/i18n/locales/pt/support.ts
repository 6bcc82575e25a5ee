/** Portuguese: the live support chat; the `support` namespace. */
const support = {
  title: "Chat ao vivo",
  intro: "Nossa equipe de suporte responde aqui, geralmente em poucos minutos.",
  empty: "Ainda não há mensagens. Conte-nos como podemos ajudar.",
  placeholder: "Digite uma mensagem",
  send: "Enviar",
  image: "Imagem",
  support: "Suporte",
  sent: "Enviada",
  read: "Lida",
  closed: "Esta conversa está encerrada. Escreva novamente para reabri-la.",
  event: {
    closed: "O suporte encerrou a conversa",
    reopened: "A conversa foi reaberta",
  },
  email: "Prefere e-mail? Escreva para {{email}}",
  older: "Mostrar mensagens anteriores",
};

export default support;
