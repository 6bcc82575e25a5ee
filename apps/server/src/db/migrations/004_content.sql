-- Content: articles (news, help, privacy, about, activity, follow agreement, banners) in many
-- languages, the home menu, and more public settings. Demo content so a fresh install looks alive.

CREATE TABLE articles (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  c_id        integer NOT NULL CHECK (c_id IN (4, 5, 10, 18, 19, 31, 33)),
  published   boolean NOT NULL DEFAULT true,
  pop         boolean NOT NULL DEFAULT false,
  sort        integer NOT NULL DEFAULT 0,
  cover       text NOT NULL DEFAULT '',
  link        text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_category_idx ON articles (c_id, published, sort DESC, id DESC);

CREATE TABLE article_translations (
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  lang        text NOT NULL,
  title       text NOT NULL,
  summary     text NOT NULL DEFAULT '',
  body        text NOT NULL DEFAULT '',
  PRIMARY KEY (article_id, lang)
);

CREATE TABLE menu_items (
  id       integer PRIMARY KEY,
  icon     text NOT NULL,
  route    text NOT NULL,
  names    jsonb NOT NULL,
  sort     integer NOT NULL DEFAULT 0,
  enabled  boolean NOT NULL DEFAULT true
);

INSERT INTO settings (key, value) VALUES
  ('telegram_url', ''),
  ('twitter_url', ''),
  ('download_url', '/h5/')
ON CONFLICT (key) DO NOTHING;
UPDATE settings SET value = 'mailto:support@bourse.local' WHERE key = 'customer_service_url' AND value = '';

INSERT INTO menu_items (id, icon, route, sort, names) VALUES
  (1, 'kyc', '/pages/setting/real', 6,
   '{"en":"Verify","zh":"实名认证","hk":"實名認證","jp":"本人確認","kor":"본인 인증","ida":"Verifikasi","th":"ยืนยันตัวตน","vi":"Xác minh","tur":"Doğrulama","spa":"Verificar","fra":"Vérifier","de":"Verifizieren","pt":"Verificar","ru":"Верификация"}'),
  (2, 'news', '/pages/index/news', 5,
   '{"en":"News","zh":"公告","hk":"公告","jp":"お知らせ","kor":"공지","ida":"Berita","th":"ข่าวสาร","vi":"Tin tức","tur":"Duyurular","spa":"Noticias","fra":"Actualités","de":"News","pt":"Notícias","ru":"Новости"}'),
  (3, 'activity', '/pages/index/activity', 4,
   '{"en":"Events","zh":"活动","hk":"活動","jp":"イベント","kor":"이벤트","ida":"Acara","th":"กิจกรรม","vi":"Sự kiện","tur":"Etkinlikler","spa":"Eventos","fra":"Événements","de":"Aktionen","pt":"Eventos","ru":"Акции"}'),
  (4, 'help', '/pages/setting/help', 3,
   '{"en":"Help","zh":"帮助中心","hk":"幫助中心","jp":"ヘルプ","kor":"도움말","ida":"Bantuan","th":"ช่วยเหลือ","vi":"Trợ giúp","tur":"Yardım","spa":"Ayuda","fra":"Aide","de":"Hilfe","pt":"Ajuda","ru":"Помощь"}'),
  (5, 'support', '/pages/common/serverView', 2,
   '{"en":"Support","zh":"在线客服","hk":"線上客服","jp":"サポート","kor":"고객센터","ida":"Dukungan","th":"ฝ่ายบริการ","vi":"Hỗ trợ","tur":"Destek","spa":"Soporte","fra":"Support","de":"Support","pt":"Suporte","ru":"Поддержка"}');

-- Demo content (en and zh; other languages fall back to English until an operator adds them).
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (4, true, 30, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Welcome to Bourse', 'Spot, contracts and earn products in one app.', 'Welcome to Bourse.

Trade BTC and ETH against USDT, follow the markets in real time and keep your account safe with two-factor authentication.

Every contract outcome is decided by recorded index prices that you can check yourself.' FROM a UNION ALL SELECT id, 'zh', '欢迎来到 Bourse', '现货、合约与理财，一个应用全搞定。', '欢迎来到 Bourse。

以 USDT 交易 BTC 与 ETH，实时关注行情，并使用双重验证保护您的账户。

每一笔合约的结果都由可公开核验的指数价格决定。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (4, false, 20, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'BTC/USDT and ETH/USDT markets are live', 'Two markets open for trading.', 'The BTC/USDT and ETH/USDT markets are now open.

Prices come from a recorded index feed; candles and the tick log are public.' FROM a UNION ALL SELECT id, 'zh', 'BTC/USDT 与 ETH/USDT 市场上线', '两个交易对开放交易。', 'BTC/USDT 与 ETH/USDT 市场现已开放。

价格来自有记录的指数行情，K 线与逐笔价格日志全部公开。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (4, false, 10, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Security tips: protect your account', 'Turn on the authenticator and set an anti-phishing code.', 'Bind a Google authenticator, set a fund password and an anti-phishing code.

Bourse staff will never ask for your password or verification codes.' FROM a UNION ALL SELECT id, 'zh', '安全提示：保护好您的账户', '开启谷歌验证并设置防钓鱼码。', '请绑定谷歌验证器，设置资金密码与防钓鱼码。

Bourse 工作人员绝不会向您索要密码或验证码。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (5, false, 30, '/uploads/seed/banner-1.svg', '/pages/index/activity') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'New here? Claim your welcome rewards', '', '' FROM a UNION ALL SELECT id, 'zh', '新用户专享福利', '', '' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (5, false, 20, '/uploads/seed/banner-2.svg', '/pages/market/market') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Trade BTC and ETH with transparent prices', '', '' FROM a UNION ALL SELECT id, 'zh', '透明定价，交易 BTC 与 ETH', '', '' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (5, false, 10, '/uploads/seed/banner-3.svg', '/pages/setting/security') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Secure your account in two minutes', '', '' FROM a UNION ALL SELECT id, 'zh', '两分钟完成账户安全设置', '', '' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (18, false, 30, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'How do I verify my identity?', 'Basic and advanced verification.', 'Open Settings → Verification.

Basic verification (level 1) needs your name, document and photos of both sides; bind your email and mobile first.

Advanced verification (level 2) adds a photo of you holding the document and an emergency contact.' FROM a UNION ALL SELECT id, 'zh', '如何完成实名认证？', '初级与高级认证。', '打开 设置 → 实名认证。

初级认证（一级）需填写姓名、证件信息并上传证件正反面照片；请先绑定邮箱与手机号。

高级认证（二级）还需上传手持证件照并填写紧急联系人。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (18, false, 20, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'How do I turn on Google Authenticator?', 'Two-factor sign-in.', 'Open Settings → Security → Google Authenticator, scan the QR code with the app and enter the 6-digit code.

After binding, every sign-in asks for a fresh code. Withdrawals stay locked for 24 hours after any security change.' FROM a UNION ALL SELECT id, 'zh', '如何开启谷歌验证？', '两步验证登录。', '打开 设置 → 安全中心 → 谷歌验证，用验证器扫描二维码并输入 6 位验证码。

绑定后每次登录都需要新的验证码。任何安全设置变更后 24 小时内禁止提现。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (18, false, 10, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'What is an anti-phishing code?', 'Recognise real Bourse messages.', 'Set a code of your own in Settings → Security. Every email or SMS from Bourse starts with it, so a message without it is not from us.' FROM a UNION ALL SELECT id, 'zh', '什么是防钓鱼码？', '识别真正的 Bourse 消息。', '在 设置 → 安全中心 设置您自己的防钓鱼码。Bourse 发出的每封邮件或短信开头都会带上它，没有它的消息不是我们发出的。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (10, false, 20, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Privacy Policy', 'How we handle your data.', 'We collect what the law and the service require: your account details, verification documents and activity.

Verification documents are stored privately and seen only by you and our reviewers.

We never sell your data.' FROM a UNION ALL SELECT id, 'zh', '隐私政策', '我们如何处理您的数据。', '我们只收集法律和服务所需的信息：账户资料、认证材料与使用记录。

认证材料私密存储，只有您本人与审核人员可以查看。

我们绝不出售您的数据。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (10, false, 10, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Terms of Service', 'The rules of using Bourse.', 'You must be 18 or older. Trading crypto assets and contracts carries a high risk of loss: 76% of retail CFD accounts lose money.

You are responsible for keeping your password and authenticator safe.' FROM a UNION ALL SELECT id, 'zh', '服务条款', '使用 Bourse 的规则。', '您必须年满 18 周岁。交易加密资产与合约存在较高亏损风险：76% 的零售差价合约账户出现亏损。

您有责任妥善保管密码与验证器。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (19, false, 10, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'About Bourse', 'Honest by construction.', 'Bourse is a retail crypto trading venue: spot, leveraged and seconds contracts, fiat P2P, copy trading and earn products.

Every balance change is a double-entry ledger entry, and every contract outcome is decided by published index ticks.' FROM a UNION ALL SELECT id, 'zh', '关于 Bourse', '以诚实为设计原则。', 'Bourse 是面向个人用户的加密资产交易平台：现货、杠杆合约、秒合约、法币 P2P、跟单与理财。

每一笔余额变动都记入复式账本，每一份合约的结果都由公开的指数价格决定。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (31, false, 10, '/uploads/seed/banner-1.svg', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Newcomer rewards', 'Verify, deposit and trade to unlock rewards.', 'Complete advanced verification: 10 USDT.

First deposit over 1,000 USDT: 28 USDT.

First contract trade over 10,000 USDT: 500 USDT.

Rewards are claimable for 3 days.' FROM a UNION ALL SELECT id, 'zh', '新手福利', '认证、充值、交易即可解锁奖励。', '完成高级认证：10 USDT。

首次充值超过 1,000 USDT：28 USDT。

首笔合约交易超过 10,000 USDT：500 USDT。

奖励可在 3 天内领取。' FROM a;
WITH a AS (INSERT INTO articles (c_id, pop, sort, cover, link) VALUES (33, false, 10, '', '') RETURNING id)
INSERT INTO article_translations (article_id, lang, title, summary, body) SELECT id, 'en', 'Copy trading agreement', 'Before you follow a trader.', 'Copying a trader repeats their trades in your copy account in proportion to your settings. Past results do not promise future ones; you can lose the funds you allocate.' FROM a UNION ALL SELECT id, 'zh', '跟单协议', '跟随交易员之前请阅读。', '跟单会按照您的设置在跟单账户中复制交易员的交易。过往收益不代表未来表现，您可能损失所分配的资金。' FROM a;
