/** French: the live support chat; the `support` namespace. */
const support = {
  title: "Chat en direct",
  intro: "Notre équipe support répond ici, en général en quelques minutes.",
  empty: "Aucun message pour l'instant. Dites-nous comment nous pouvons vous aider.",
  placeholder: "Écrivez un message",
  send: "Envoyer",
  image: "Image",
  support: "Support",
  sent: "Envoyé",
  read: "Lu",
  closed: "Cette conversation est fermée. Écrivez de nouveau pour la rouvrir.",
  event: {
    closed: "Le support a fermé la conversation",
    reopened: "La conversation a été rouverte",
  },
  email: "Vous préférez l'e-mail ? Écrivez à {{email}}",
  older: "Afficher les messages précédents",
};

export default support;
