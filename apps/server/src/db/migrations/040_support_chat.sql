-- Live support chat: one conversation per user with the venue's operators, its messages, and the
-- operators' canned replies with one text per language.

CREATE TABLE support_conversations (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL UNIQUE REFERENCES users(id),
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- the language the user last wrote or read in: canned replies are sent in it
  lang              text NOT NULL DEFAULT 'en',
  -- the user's oldest line no operator has answered yet; NULL when support spoke last
  waiting_since     timestamptz,
  last_message_at   timestamptz NOT NULL,
  -- the last message id each side has read
  user_read         bigint NOT NULL DEFAULT 0,
  support_read      bigint NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL
);
CREATE INDEX support_conversations_inbox_idx ON support_conversations (status, last_message_at DESC);

CREATE TABLE support_messages (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id   bigint NOT NULL REFERENCES support_conversations(id),
  -- user: the conversation's user; support: an operator; system: closed or reopened
  sender            text NOT NULL CHECK (sender IN ('user', 'support', 'system')),
  operator_id       bigint REFERENCES operators(id),
  body              text NOT NULL DEFAULT '',
  image             text,
  canned_id         bigint,
  -- on a system line: what happened (closed, reopened)
  event             text CHECK (event IN ('closed', 'reopened')),
  created_at        timestamptz NOT NULL,
  CHECK (body <> '' OR image IS NOT NULL OR event IS NOT NULL)
);
CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id);

CREATE TABLE support_canned_replies (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title             text NOT NULL,
  sort              integer NOT NULL DEFAULT 0,
  deleted           boolean NOT NULL DEFAULT false,
  updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support_canned_texts (
  canned_id         bigint NOT NULL REFERENCES support_canned_replies(id),
  lang              text NOT NULL,
  body              text NOT NULL CHECK (body <> ''),
  PRIMARY KEY (canned_id, lang)
);

-- a first canned reply, so the console has one to start from
INSERT INTO support_canned_replies (title, sort) VALUES ('Greeting', 0);
INSERT INTO support_canned_texts (canned_id, lang, body) VALUES
  (1, 'en', 'Hello, thank you for contacting Bourse support. How can we help you today?'),
  (1, 'zh', '您好，感谢联系 Bourse 客服。请问有什么可以帮您？'),
  (1, 'hk', '您好，感謝聯絡 Bourse 客服。請問有什麼可以幫您？'),
  (1, 'jp', 'こんにちは。Bourse サポートへのお問い合わせありがとうございます。ご用件をお聞かせください。'),
  (1, 'kor', '안녕하세요, Bourse 고객지원에 문의해 주셔서 감사합니다. 무엇을 도와드릴까요?'),
  (1, 'spa', 'Hola, gracias por contactar con el soporte de Bourse. ¿En qué podemos ayudarle hoy?'),
  (1, 'fra', 'Bonjour, merci d''avoir contacté le support Bourse. Comment pouvons-nous vous aider ?'),
  (1, 'de', 'Hallo, danke, dass Sie den Bourse-Support kontaktieren. Wie können wir Ihnen helfen?'),
  (1, 'ru', 'Здравствуйте! Спасибо, что обратились в поддержку Bourse. Чем можем помочь?');

-- the home menu's support entry opens the live chat instead of the e-mail page
UPDATE menu_items SET route = '/pages/common/liveChatView' WHERE route = '/pages/common/serverView';
