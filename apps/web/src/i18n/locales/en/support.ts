/** English: the live support chat; the `support` namespace. */
const support = {
  title: "Live chat",
  intro: "Our support team answers here, usually within minutes.",
  empty: "No messages yet. Tell us what you need help with.",
  placeholder: "Type a message",
  send: "Send",
  image: "Picture",
  support: "Support",
  sent: "Sent",
  read: "Read",
  closed: "This conversation is closed. Write again to reopen it.",
  event: {
    closed: "Support closed the conversation",
    reopened: "The conversation was reopened",
  },
  email: "Prefer e-mail? Write to {{email}}",
  older: "Show earlier messages",
};

export default support;
