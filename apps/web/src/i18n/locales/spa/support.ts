/** Spanish: the live support chat; the `support` namespace. */
const support = {
  title: "Chat en vivo",
  intro: "Nuestro equipo de soporte responde aquí, normalmente en pocos minutos.",
  empty: "Aún no hay mensajes. Cuéntenos en qué podemos ayudarle.",
  placeholder: "Escriba un mensaje",
  send: "Enviar",
  image: "Imagen",
  support: "Soporte",
  sent: "Enviado",
  read: "Leído",
  closed: "Esta conversación está cerrada. Escriba de nuevo para reabrirla.",
  event: {
    closed: "Soporte cerró la conversación",
    reopened: "La conversación se reabrió",
  },
  email: "¿Prefiere el correo? Escriba a {{email}}",
  older: "Ver mensajes anteriores",
};

export default support;
