-- The demo articles of 004_content and 038_contact_articles in every language the app ships (they were
-- seeded in English and Chinese only). Each translation is matched to its article by the seeded
-- English title and category, and never replaces a translation that exists: an operator's own
-- wording stays, and an article whose English title the operator changed keeps its English fallback.
INSERT INTO article_translations (article_id, lang, title, summary, body)
SELECT a.id, v.lang, v.title, v.summary, v.body
FROM (VALUES
  (4, 'Welcome to Bourse', 'hk', '歡迎來到 Bourse', '現貨、合約與理財，一個應用程式全包辦。', '歡迎來到 Bourse。

以 USDT 買賣 BTC 及 ETH，實時緊貼行情，並以雙重驗證保障您的帳戶安全。

每張合約的結果均由有記錄的指數價格決定，您可以自行核實。'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'hk', 'BTC/USDT 及 ETH/USDT 市場已上線', '兩個交易對現已開放交易。', 'BTC/USDT 及 ETH/USDT 市場現已開放。

價格來自有記錄的指數報價；K 線及逐筆價格日誌全部公開。'),
  (4, 'Security tips: protect your account', 'hk', '安全提示：保護好您的帳戶', '開啟驗證器並設定防釣魚碼。', '請綁定 Google 驗證器，並設定資金密碼及防釣魚碼。

Bourse 職員絕不會向您索取密碼或驗證碼。'),
  (5, 'New here? Claim your welcome rewards', 'hk', '新用戶？立即領取迎新獎賞', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'hk', '透明定價，買賣 BTC 及 ETH', '', ''),
  (5, 'Secure your account in two minutes', 'hk', '兩分鐘完成帳戶安全設定', '', ''),
  (18, 'How do I verify my identity?', 'hk', '如何完成實名認證？', '初級及高級認證。', '打開 設定 → 實名認證。

初級認證（一級）需填寫姓名及證件資料，並上載證件正反兩面的照片；請先綁定電郵及手機號碼。

高級認證（二級）另需上載手持證件照片，並填寫緊急聯絡人。'),
  (18, 'How do I turn on Google Authenticator?', 'hk', '如何開啟 Google 驗證？', '雙重驗證登入。', '打開 設定 → 安全中心 → Google 驗證器，用驗證器應用程式掃描二維碼，並輸入 6 位數驗證碼。

綁定後，每次登入都需要輸入新的驗證碼。任何安全設定變更後，提款會暫停 24 小時。'),
  (18, 'What is an anti-phishing code?', 'hk', '甚麼是防釣魚碼？', '識別真正的 Bourse 訊息。', '在 設定 → 安全中心 設定您專屬的防釣魚碼。Bourse 發出的每封電郵或短訊開頭都會附上此碼，沒有此碼的訊息並非由我們發出。'),
  (10, 'Privacy Policy', 'hk', '私隱政策', '我們如何處理您的資料。', '我們只收集法律及服務所需的資料：您的帳戶資料、認證文件及使用紀錄。

認證文件以私密方式儲存，只有您本人及我們的審核人員可以查閱。

我們絕不出售您的資料。'),
  (10, 'Terms of Service', 'hk', '服務條款', '使用 Bourse 的規則。', '您必須年滿 18 歲。買賣加密資產及合約涉及較高的虧損風險：76% 的零售差價合約帳戶錄得虧損。

您有責任妥善保管您的密碼及驗證器。'),
  (19, 'About Bourse', 'hk', '關於 Bourse', '誠信源於設計。', 'Bourse 是面向個人用戶的加密資產交易平台：提供現貨、槓桿合約、秒合約、法幣 P2P、跟單交易及理財產品。

每一筆餘額變動都以複式記帳記入帳簿，每張合約的結果都由公開的指數報價決定。'),
  (31, 'Newcomer rewards', 'hk', '新手獎賞', '完成認證、充值及交易即可解鎖獎賞。', '完成高級認證：10 USDT。

首次充值超過 1,000 USDT：28 USDT。

首筆合約交易超過 10,000 USDT：500 USDT。

獎賞可於 3 天內領取。'),
  (33, 'Copy trading agreement', 'hk', '跟單協議', '跟隨交易員前請先閱讀。', '跟單會按照您的設定，在您的跟單帳戶中按比例複製交易員的交易。過往表現並不保證未來結果；您可能損失所分配的資金。'),
  (20, 'Contact Bourse', 'hk', '聯絡 Bourse', '全天候支援。', '請電郵至 support@bourse.local，或在應用程式中打開「線上客服」：專人會在 24 小時內回覆，並盡可能以您的語言回覆。

查詢充值或提款時，請附上帳單中的訂單編號。我們絕不會索取您的密碼、Google 驗證碼或短訊／電郵驗證碼。'),
  (4, 'Welcome to Bourse', 'jp', 'Bourse へようこそ', '現物、コントラクト、資産運用をひとつのアプリで。', 'Bourse へようこそ。

USDT で BTC と ETH を取引し、相場をリアルタイムで確認しながら、二段階認証でアカウントを安全に保ちましょう。

すべてのコントラクトの結果は、記録されたインデックス価格によって決まり、ご自身で検証できます。'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'jp', 'BTC/USDT と ETH/USDT の取引を開始しました', '2 つのマーケットで取引できます。', 'BTC/USDT と ETH/USDT のマーケットがオープンしました。

価格は記録されたインデックス配信に基づきます。ローソク足とティックログはすべて公開されています。'),
  (4, 'Security tips: protect your account', 'jp', 'セキュリティのヒント：アカウントを守りましょう', '認証アプリを有効にし、フィッシング対策コードを設定しましょう。', 'Google認証を連携し、資金パスワードとフィッシング対策コードを設定してください。

Bourse のスタッフがパスワードや認証コードを尋ねることは決してありません。'),
  (5, 'New here? Claim your welcome rewards', 'jp', 'はじめての方へ：ウェルカム特典を受け取ろう', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'jp', '透明な価格で BTC と ETH を取引', '', ''),
  (5, 'Secure your account in two minutes', 'jp', '2 分でアカウントのセキュリティを設定', '', ''),
  (18, 'How do I verify my identity?', 'jp', '本人確認の方法は？', '基本認証と上級認証。', '設定 → 本人確認 を開きます。

基本認証（レベル 1）では、氏名、本人確認書類、書類の表裏の写真が必要です。先にメールアドレスと携帯電話番号を連携してください。

上級認証（レベル 2）では、さらに書類を手に持ったご本人の写真と緊急連絡先が必要です。'),
  (18, 'How do I turn on Google Authenticator?', 'jp', 'Google認証を有効にするには？', '二段階認証でのログイン。', '設定 → セキュリティ → Google認証 を開き、アプリで QR コードを読み取って 6 桁のコードを入力します。

連携後は、ログインのたびに新しいコードが求められます。セキュリティ設定を変更すると、その後 24 時間は出金がロックされます。'),
  (18, 'What is an anti-phishing code?', 'jp', 'フィッシング対策コードとは？', '本物の Bourse からのメッセージを見分けましょう。', '設定 → セキュリティ でご自身だけのコードを設定します。Bourse からのメールや SMS はすべてこのコードで始まるため、コードのないメッセージは当社からのものではありません。'),
  (10, 'Privacy Policy', 'jp', 'プライバシーポリシー', 'お客様のデータの取り扱いについて。', '当社が収集するのは、法令とサービスが必要とする情報のみです：アカウント情報、本人確認書類、利用履歴。

本人確認書類は非公開で保管され、閲覧できるのはお客様ご本人と当社の審査担当者のみです。

当社がお客様のデータを販売することは決してありません。'),
  (10, 'Terms of Service', 'jp', '利用規約', 'Bourse をご利用いただく際のルール。', 'ご利用には 18 歳以上である必要があります。暗号資産およびコントラクトの取引には高い損失リスクが伴います：個人の CFD 口座の 76% が損失を出しています。

パスワードと認証アプリを安全に管理する責任はお客様にあります。'),
  (19, 'About Bourse', 'jp', 'Bourse について', '誠実さを仕組みで。', 'Bourse は個人向けの暗号資産取引所です：現物、レバレッジコントラクト、秒単位コントラクト、法定通貨 P2P、コピートレード、資産運用商品を提供しています。

すべての残高の変動は複式簿記で元帳に記帳され、すべてのコントラクトの結果は公開されたインデックスのティックによって決まります。'),
  (31, 'Newcomer rewards', 'jp', '新規ユーザー特典', '本人確認・入金・取引で特典をアンロック。', '上級認証を完了：10 USDT。

初回入金 1,000 USDT 超：28 USDT。

初回コントラクト取引 10,000 USDT 超：500 USDT。

特典は 3 日間受け取れます。'),
  (33, 'Copy trading agreement', 'jp', 'コピートレード規約', 'トレーダーをフォローする前にお読みください。', 'コピートレードでは、トレーダーの取引がお客様の設定に応じた比率でコピー口座に再現されます。過去の実績は将来の成果を約束するものではなく、割り当てた資金を失う可能性があります。'),
  (20, 'Contact Bourse', 'jp', 'Bourse へのお問い合わせ', '24 時間いつでもサポート。', 'support@bourse.local までメールをお送りいただくか、アプリのサポートを開いてください：担当者が 24 時間以内に、可能な限りお客様の言語でお返事します。

入金または出金については、明細に記載の注文番号を添えてください。当社がパスワード、認証アプリのコード、認証コードを尋ねることは決してありません。'),
  (4, 'Welcome to Bourse', 'kor', 'Bourse에 오신 것을 환영합니다', '현물, 계약, 자산 운용 상품을 하나의 앱에서.', 'Bourse에 오신 것을 환영합니다.

USDT로 BTC와 ETH를 거래하고, 시세를 실시간으로 확인하며, 2단계 인증으로 계정을 안전하게 지키세요.

모든 계약의 결과는 기록된 지수 가격으로 결정되며, 직접 확인할 수 있습니다.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'kor', 'BTC/USDT 및 ETH/USDT 마켓 오픈', '두 개의 마켓에서 거래가 시작되었습니다.', 'BTC/USDT 및 ETH/USDT 마켓이 이제 열렸습니다.

가격은 기록된 지수 피드에서 제공되며, 캔들 차트와 틱 로그는 모두 공개됩니다.'),
  (4, 'Security tips: protect your account', 'kor', '보안 팁: 계정을 보호하세요', 'OTP를 켜고 피싱 방지 코드를 설정하세요.', 'Google OTP를 연동하고 자금 비밀번호와 피싱 방지 코드를 설정하세요.

Bourse 직원은 절대로 비밀번호나 인증 코드를 요구하지 않습니다.'),
  (5, 'New here? Claim your welcome rewards', 'kor', '처음이신가요? 웰컴 리워드를 받으세요', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'kor', '투명한 가격으로 BTC와 ETH 거래', '', ''),
  (5, 'Secure your account in two minutes', 'kor', '2분 만에 계정 보안 설정', '', ''),
  (18, 'How do I verify my identity?', 'kor', '본인 인증은 어떻게 하나요?', '기본 인증과 고급 인증.', '설정 → 본인 인증을 여세요.

기본 인증(레벨 1)에는 이름, 신분증 정보, 신분증 앞뒷면 사진이 필요합니다. 먼저 이메일과 휴대폰 번호를 연동하세요.

고급 인증(레벨 2)에는 신분증을 들고 찍은 본인 사진과 비상 연락처가 추가로 필요합니다.'),
  (18, 'How do I turn on Google Authenticator?', 'kor', 'Google OTP는 어떻게 켜나요?', '2단계 인증 로그인.', '설정 → 보안 → Google OTP를 열고, 앱으로 QR 코드를 스캔한 뒤 6자리 코드를 입력하세요.

연동 후에는 로그인할 때마다 새 코드를 입력해야 합니다. 보안 설정을 변경하면 24시간 동안 출금이 잠깁니다.'),
  (18, 'What is an anti-phishing code?', 'kor', '피싱 방지 코드란 무엇인가요?', '진짜 Bourse 메시지를 구별하세요.', '설정 → 보안에서 나만의 코드를 설정하세요. Bourse가 보내는 모든 이메일과 SMS는 이 코드로 시작하므로, 코드가 없는 메시지는 저희가 보낸 것이 아닙니다.'),
  (10, 'Privacy Policy', 'kor', '개인정보 처리방침', '고객님의 데이터를 처리하는 방법.', '저희는 법률과 서비스에 필요한 정보만 수집합니다: 계정 정보, 인증 서류, 이용 기록.

인증 서류는 비공개로 보관되며 고객님 본인과 저희 심사 담당자만 볼 수 있습니다.

저희는 절대로 고객님의 데이터를 판매하지 않습니다.'),
  (10, 'Terms of Service', 'kor', '이용약관', 'Bourse 이용 규칙.', '만 18세 이상이어야 합니다. 암호화폐 자산 및 계약 거래에는 높은 손실 위험이 따릅니다: 개인 CFD 계좌의 76%가 손실을 봅니다.

비밀번호와 OTP를 안전하게 관리할 책임은 고객님에게 있습니다.'),
  (19, 'About Bourse', 'kor', 'Bourse 소개', '설계부터 정직하게.', 'Bourse는 개인 투자자를 위한 암호화폐 거래 플랫폼입니다: 현물, 레버리지 계약, 초 단위 계약, 법정화폐 P2P, 카피 트레이딩, 자산 운용 상품을 제공합니다.

모든 잔액 변동은 복식부기 원장에 기록되며, 모든 계약의 결과는 공개된 지수 틱으로 결정됩니다.'),
  (31, 'Newcomer rewards', 'kor', '신규 회원 리워드', '인증, 입금, 거래로 리워드를 받으세요.', '고급 인증 완료: 10 USDT.

첫 입금 1,000 USDT 초과: 28 USDT.

첫 계약 거래 10,000 USDT 초과: 500 USDT.

리워드는 3일 동안 받을 수 있습니다.'),
  (33, 'Copy trading agreement', 'kor', '카피 트레이딩 약관', '트레이더를 팔로우하기 전에 읽어 주세요.', '카피 트레이딩은 고객님의 설정에 비례하여 트레이더의 거래를 카피 계정에서 그대로 반복합니다. 과거 수익이 미래 수익을 보장하지 않으며, 배분한 자금을 잃을 수 있습니다.'),
  (20, 'Contact Bourse', 'kor', 'Bourse 문의', '연중무휴 24시간 지원.', 'support@bourse.local로 메일을 보내시거나 앱에서 고객센터를 여세요: 담당자가 24시간 이내에, 가능한 경우 고객님의 언어로 답변드립니다.

입금 또는 출금 문의 시 거래 내역의 주문 번호를 함께 알려 주세요. 저희는 절대로 비밀번호, OTP 코드, 인증 코드를 요구하지 않습니다.'),
  (4, 'Welcome to Bourse', 'ida', 'Selamat datang di Bourse', 'Spot, kontrak, dan produk earn dalam satu aplikasi.', 'Selamat datang di Bourse.

Perdagangkan BTC dan ETH terhadap USDT, pantau pasar secara real time, dan jaga keamanan akun Anda dengan autentikasi dua faktor.

Setiap hasil kontrak ditentukan oleh harga indeks yang tercatat dan dapat Anda periksa sendiri.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'ida', 'Pasar BTC/USDT dan ETH/USDT kini dibuka', 'Dua pasar dibuka untuk trading.', 'Pasar BTC/USDT dan ETH/USDT kini telah dibuka.

Harga berasal dari feed indeks yang tercatat; grafik candle dan log tick bersifat publik.'),
  (4, 'Security tips: protect your account', 'ida', 'Tips keamanan: lindungi akun Anda', 'Aktifkan autentikator dan atur kode anti-phishing.', 'Hubungkan Google Authenticator, lalu atur kata sandi dana dan kode anti-phishing.

Staf Bourse tidak akan pernah meminta kata sandi atau kode verifikasi Anda.'),
  (5, 'New here? Claim your welcome rewards', 'ida', 'Pengguna baru? Klaim hadiah sambutan Anda', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'ida', 'Trading BTC dan ETH dengan harga transparan', '', ''),
  (5, 'Secure your account in two minutes', 'ida', 'Amankan akun Anda dalam dua menit', '', ''),
  (18, 'How do I verify my identity?', 'ida', 'Bagaimana cara memverifikasi identitas saya?', 'Verifikasi dasar dan lanjutan.', 'Buka Pengaturan → Verifikasi identitas.

Verifikasi dasar (level 1) memerlukan nama, dokumen identitas, dan foto kedua sisinya; hubungkan email dan nomor ponsel Anda terlebih dahulu.

Verifikasi lanjutan (level 2) juga memerlukan foto Anda sambil memegang dokumen serta kontak darurat.'),
  (18, 'How do I turn on Google Authenticator?', 'ida', 'Bagaimana cara mengaktifkan Google Authenticator?', 'Masuk dengan dua faktor.', 'Buka Pengaturan → Keamanan → Google Authenticator, pindai kode QR dengan aplikasinya, lalu masukkan kode 6 digit.

Setelah terhubung, setiap kali masuk Anda akan diminta kode baru. Penarikan dikunci selama 24 jam setelah setiap perubahan keamanan.'),
  (18, 'What is an anti-phishing code?', 'ida', 'Apa itu kode anti-phishing?', 'Kenali pesan asli dari Bourse.', 'Atur kode milik Anda sendiri di Pengaturan → Keamanan. Setiap email atau SMS dari Bourse diawali dengan kode tersebut, jadi pesan tanpa kode itu bukan dari kami.'),
  (10, 'Privacy Policy', 'ida', 'Kebijakan Privasi', 'Cara kami menangani data Anda.', 'Kami mengumpulkan apa yang diwajibkan oleh hukum dan layanan: detail akun, dokumen verifikasi, dan aktivitas Anda.

Dokumen verifikasi disimpan secara privat dan hanya dapat dilihat oleh Anda dan peninjau kami.

Kami tidak pernah menjual data Anda.'),
  (10, 'Terms of Service', 'ida', 'Ketentuan Layanan', 'Aturan penggunaan Bourse.', 'Anda harus berusia 18 tahun atau lebih. Trading aset kripto dan kontrak memiliki risiko kerugian yang tinggi: 76% akun CFD ritel mengalami kerugian.

Anda bertanggung jawab menjaga keamanan kata sandi dan autentikator Anda.'),
  (19, 'About Bourse', 'ida', 'Tentang Bourse', 'Jujur sejak dirancang.', 'Bourse adalah platform trading kripto untuk investor ritel: spot, kontrak leverage dan kontrak detik, P2P fiat, copy trading, serta produk earn.

Setiap perubahan saldo dicatat sebagai entri buku besar berpasangan (double-entry), dan setiap hasil kontrak ditentukan oleh tick indeks yang dipublikasikan.'),
  (31, 'Newcomer rewards', 'ida', 'Hadiah pengguna baru', 'Verifikasi, deposit, dan trading untuk membuka hadiah.', 'Selesaikan verifikasi lanjutan: 10 USDT.

Deposit pertama lebih dari 1.000 USDT: 28 USDT.

Trading kontrak pertama lebih dari 10.000 USDT: 500 USDT.

Hadiah dapat diklaim selama 3 hari.'),
  (33, 'Copy trading agreement', 'ida', 'Perjanjian copy trading', 'Sebelum Anda mengikuti trader.', 'Copy trading mengulangi trading seorang trader di akun copy Anda secara proporsional sesuai pengaturan Anda. Hasil masa lalu tidak menjanjikan hasil di masa depan; Anda dapat kehilangan dana yang Anda alokasikan.'),
  (20, 'Contact Bourse', 'ida', 'Hubungi Bourse', 'Dukungan sepanjang waktu.', 'Kirim email ke support@bourse.local atau buka Dukungan di aplikasi: petugas kami akan menjawab dalam 24 jam, dalam bahasa Anda jika memungkinkan.

Untuk deposit atau penarikan, sertakan nomor pesanan dari Tagihan Anda. Kami tidak pernah meminta kata sandi, kode autentikator, atau kode verifikasi Anda.'),
  (4, 'Welcome to Bourse', 'th', 'ยินดีต้อนรับสู่ Bourse', 'สปอต สัญญา และผลิตภัณฑ์สร้างรายได้ ครบในแอปเดียว', 'ยินดีต้อนรับสู่ Bourse

เทรด BTC และ ETH กับ USDT ติดตามตลาดแบบเรียลไทม์ และรักษาบัญชีของคุณให้ปลอดภัยด้วยการยืนยันตัวตนสองขั้นตอน

ผลลัพธ์ของทุกสัญญาตัดสินด้วยราคาดัชนีที่บันทึกไว้ ซึ่งคุณตรวจสอบได้ด้วยตัวเอง'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'th', 'ตลาด BTC/USDT และ ETH/USDT เปิดให้บริการแล้ว', 'เปิดให้เทรดสองตลาด', 'ตลาด BTC/USDT และ ETH/USDT เปิดให้บริการแล้ว

ราคามาจากฟีดดัชนีที่มีการบันทึกไว้ กราฟแท่งเทียนและบันทึกราคารายติกเปิดเผยต่อสาธารณะ'),
  (4, 'Security tips: protect your account', 'th', 'เคล็ดลับความปลอดภัย: ปกป้องบัญชีของคุณ', 'เปิดใช้แอปยืนยันตัวตนและตั้งรหัสป้องกันฟิชชิง', 'ผูก Google Authenticator แล้วตั้งรหัสผ่านเงินทุนและรหัสป้องกันฟิชชิง

เจ้าหน้าที่ Bourse จะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณโดยเด็ดขาด'),
  (5, 'New here? Claim your welcome rewards', 'th', 'มาใหม่ใช่ไหม? รับรางวัลต้อนรับของคุณ', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'th', 'เทรด BTC และ ETH ด้วยราคาที่โปร่งใส', '', ''),
  (5, 'Secure your account in two minutes', 'th', 'ตั้งค่าความปลอดภัยบัญชีในสองนาที', '', ''),
  (18, 'How do I verify my identity?', 'th', 'ยืนยันตัวตนอย่างไร?', 'การยืนยันขั้นพื้นฐานและขั้นสูง', 'เปิด การตั้งค่า → ยืนยันตัวตน

การยืนยันขั้นพื้นฐาน (ระดับ 1) ต้องใช้ชื่อ เอกสารแสดงตน และรูปถ่ายเอกสารทั้งสองด้าน โปรดผูกอีเมลและเบอร์มือถือก่อน

การยืนยันขั้นสูง (ระดับ 2) ต้องเพิ่มรูปถ่ายคุณขณะถือเอกสาร และผู้ติดต่อกรณีฉุกเฉิน'),
  (18, 'How do I turn on Google Authenticator?', 'th', 'เปิดใช้ Google Authenticator อย่างไร?', 'การเข้าสู่ระบบแบบสองขั้นตอน', 'เปิด การตั้งค่า → ความปลอดภัย → Google Authenticator สแกนคิวอาร์โค้ดด้วยแอป แล้วกรอกรหัส 6 หลัก

หลังผูกแล้ว การเข้าสู่ระบบทุกครั้งจะต้องใช้รหัสใหม่ และหลังการเปลี่ยนแปลงด้านความปลอดภัยใด ๆ การถอนจะถูกล็อกไว้ 24 ชั่วโมง'),
  (18, 'What is an anti-phishing code?', 'th', 'รหัสป้องกันฟิชชิงคืออะไร?', 'แยกแยะข้อความจริงจาก Bourse', 'ตั้งรหัสของคุณเองได้ที่ การตั้งค่า → ความปลอดภัย อีเมลหรือ SMS ทุกฉบับจาก Bourse จะขึ้นต้นด้วยรหัสนี้ ข้อความที่ไม่มีรหัสนี้จึงไม่ได้มาจากเรา'),
  (10, 'Privacy Policy', 'th', 'นโยบายความเป็นส่วนตัว', 'วิธีที่เราจัดการข้อมูลของคุณ', 'เราเก็บเฉพาะข้อมูลที่กฎหมายและบริการกำหนด ได้แก่ รายละเอียดบัญชี เอกสารยืนยันตัวตน และประวัติการใช้งานของคุณ

เอกสารยืนยันตัวตนจัดเก็บแบบส่วนตัว และมีเพียงคุณกับเจ้าหน้าที่ตรวจสอบของเราเท่านั้นที่ดูได้

เราไม่ขายข้อมูลของคุณโดยเด็ดขาด'),
  (10, 'Terms of Service', 'th', 'ข้อกำหนดการให้บริการ', 'กฎการใช้งาน Bourse', 'คุณต้องมีอายุ 18 ปีขึ้นไป การเทรดสินทรัพย์คริปโตและสัญญามีความเสี่ยงสูงที่จะขาดทุน: 76% ของบัญชี CFD รายย่อยขาดทุน

คุณมีหน้าที่รับผิดชอบในการเก็บรักษารหัสผ่านและแอปยืนยันตัวตนของคุณให้ปลอดภัย'),
  (19, 'About Bourse', 'th', 'เกี่ยวกับ Bourse', 'ซื่อตรงตั้งแต่การออกแบบ', 'Bourse คือแพลตฟอร์มเทรดคริปโตสำหรับนักลงทุนรายย่อย: สปอต สัญญาเลเวอเรจและสัญญาวินาที P2P เงินเฟียต การเทรดตาม และผลิตภัณฑ์สร้างรายได้

ทุกการเปลี่ยนแปลงยอดคงเหลือบันทึกเป็นรายการบัญชีคู่ และผลลัพธ์ของทุกสัญญาตัดสินด้วยราคาดัชนีรายติกที่เผยแพร่ต่อสาธารณะ'),
  (31, 'Newcomer rewards', 'th', 'รางวัลผู้ใช้ใหม่', 'ยืนยันตัวตน ฝาก และเทรด เพื่อปลดล็อกรางวัล', 'ยืนยันตัวตนขั้นสูงสำเร็จ: 10 USDT

ฝากครั้งแรกเกิน 1,000 USDT: 28 USDT

เทรดสัญญาครั้งแรกเกิน 10,000 USDT: 500 USDT

รับรางวัลได้ภายใน 3 วัน'),
  (33, 'Copy trading agreement', 'th', 'ข้อตกลงการเทรดตาม', 'ก่อนติดตามเทรดเดอร์', 'การเทรดตามจะทำซ้ำการเทรดของเทรดเดอร์ในบัญชีเทรดตามของคุณตามสัดส่วนที่คุณตั้งค่าไว้ ผลลัพธ์ในอดีตไม่ได้รับประกันผลลัพธ์ในอนาคต คุณอาจสูญเสียเงินที่คุณจัดสรรไว้'),
  (20, 'Contact Bourse', 'th', 'ติดต่อ Bourse', 'บริการตลอด 24 ชั่วโมง', 'เขียนถึงเราที่ support@bourse.local หรือเปิด ฝ่ายบริการ ในแอป: เจ้าหน้าที่จะตอบกลับภายใน 24 ชั่วโมง เป็นภาษาของคุณเมื่อทำได้

สำหรับการฝากหรือถอน โปรดแนบหมายเลขคำสั่งจากรายการบัญชีของคุณ เราไม่เคยขอรหัสผ่าน รหัสจากแอปยืนยันตัวตน หรือรหัสยืนยันของคุณ'),
  (4, 'Welcome to Bourse', 'vi', 'Chào mừng bạn đến với Bourse', 'Giao ngay, hợp đồng và sản phẩm sinh lời trong một ứng dụng.', 'Chào mừng bạn đến với Bourse.

Giao dịch BTC và ETH với USDT, theo dõi thị trường theo thời gian thực và giữ an toàn cho tài khoản bằng xác thực hai yếu tố.

Kết quả của mọi hợp đồng đều được quyết định bởi giá chỉ số đã được ghi lại, mà bạn có thể tự kiểm tra.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'vi', 'Thị trường BTC/USDT và ETH/USDT đã mở', 'Hai thị trường đã mở giao dịch.', 'Thị trường BTC/USDT và ETH/USDT hiện đã mở.

Giá đến từ nguồn chỉ số được ghi lại; biểu đồ nến và nhật ký giá từng tick đều công khai.'),
  (4, 'Security tips: protect your account', 'vi', 'Mẹo bảo mật: bảo vệ tài khoản của bạn', 'Bật ứng dụng xác thực và đặt mã chống lừa đảo.', 'Liên kết Google Authenticator, đặt mật khẩu quỹ và mã chống lừa đảo.

Nhân viên Bourse sẽ không bao giờ hỏi mật khẩu hoặc mã xác minh của bạn.'),
  (5, 'New here? Claim your welcome rewards', 'vi', 'Người mới? Nhận ngay phần thưởng chào mừng', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'vi', 'Giao dịch BTC và ETH với giá minh bạch', '', ''),
  (5, 'Secure your account in two minutes', 'vi', 'Bảo mật tài khoản chỉ trong hai phút', '', ''),
  (18, 'How do I verify my identity?', 'vi', 'Làm thế nào để xác minh danh tính?', 'Xác minh cơ bản và nâng cao.', 'Mở Cài đặt → Xác minh danh tính.

Xác minh cơ bản (cấp 1) cần họ tên, giấy tờ tùy thân và ảnh chụp cả hai mặt; hãy liên kết email và số điện thoại trước.

Xác minh nâng cao (cấp 2) cần thêm ảnh bạn cầm giấy tờ và một người liên hệ khẩn cấp.'),
  (18, 'How do I turn on Google Authenticator?', 'vi', 'Làm thế nào để bật Google Authenticator?', 'Đăng nhập hai yếu tố.', 'Mở Cài đặt → Bảo mật → Google Authenticator, quét mã QR bằng ứng dụng và nhập mã 6 chữ số.

Sau khi liên kết, mỗi lần đăng nhập đều yêu cầu một mã mới. Rút tiền bị khóa trong 24 giờ sau bất kỳ thay đổi bảo mật nào.'),
  (18, 'What is an anti-phishing code?', 'vi', 'Mã chống lừa đảo là gì?', 'Nhận biết tin nhắn thật từ Bourse.', 'Đặt mã của riêng bạn trong Cài đặt → Bảo mật. Mọi email hoặc SMS từ Bourse đều bắt đầu bằng mã này, vì vậy tin nhắn không có mã không phải do chúng tôi gửi.'),
  (10, 'Privacy Policy', 'vi', 'Chính sách quyền riêng tư', 'Cách chúng tôi xử lý dữ liệu của bạn.', 'Chúng tôi thu thập những gì pháp luật và dịch vụ yêu cầu: thông tin tài khoản, giấy tờ xác minh và hoạt động của bạn.

Giấy tờ xác minh được lưu trữ riêng tư và chỉ bạn cùng nhân viên xét duyệt của chúng tôi mới xem được.

Chúng tôi không bao giờ bán dữ liệu của bạn.'),
  (10, 'Terms of Service', 'vi', 'Điều khoản dịch vụ', 'Quy định khi sử dụng Bourse.', 'Bạn phải từ 18 tuổi trở lên. Giao dịch tài sản tiền mã hóa và hợp đồng có rủi ro thua lỗ cao: 76% tài khoản CFD bán lẻ bị thua lỗ.

Bạn có trách nhiệm giữ an toàn cho mật khẩu và ứng dụng xác thực của mình.'),
  (19, 'About Bourse', 'vi', 'Về Bourse', 'Trung thực ngay từ thiết kế.', 'Bourse là sàn giao dịch tiền mã hóa dành cho nhà đầu tư cá nhân: giao ngay, hợp đồng đòn bẩy và hợp đồng giây, P2P tiền pháp định, giao dịch sao chép và sản phẩm sinh lời.

Mọi thay đổi số dư đều là một bút toán kép trong sổ cái, và kết quả của mọi hợp đồng đều được quyết định bởi các tick chỉ số được công bố.'),
  (31, 'Newcomer rewards', 'vi', 'Phần thưởng cho người mới', 'Xác minh, nạp tiền và giao dịch để mở khóa phần thưởng.', 'Hoàn thành xác minh nâng cao: 10 USDT.

Nạp tiền lần đầu trên 1.000 USDT: 28 USDT.

Giao dịch hợp đồng đầu tiên trên 10.000 USDT: 500 USDT.

Phần thưởng có thể nhận trong 3 ngày.'),
  (33, 'Copy trading agreement', 'vi', 'Thỏa thuận giao dịch sao chép', 'Trước khi bạn theo dõi một nhà giao dịch.', 'Sao chép một nhà giao dịch sẽ lặp lại các giao dịch của họ trong tài khoản sao chép của bạn theo tỷ lệ bạn cài đặt. Kết quả trong quá khứ không đảm bảo kết quả trong tương lai; bạn có thể mất số tiền bạn phân bổ.'),
  (20, 'Contact Bourse', 'vi', 'Liên hệ Bourse', 'Hỗ trợ suốt ngày đêm.', 'Gửi email tới support@bourse.local hoặc mở Hỗ trợ trong ứng dụng: nhân viên sẽ trả lời trong vòng 24 giờ, bằng ngôn ngữ của bạn khi có thể.

Với yêu cầu về nạp hoặc rút tiền, hãy kèm số lệnh trong sao kê của bạn. Chúng tôi không bao giờ hỏi mật khẩu, mã ứng dụng xác thực hay mã xác minh của bạn.'),
  (4, 'Welcome to Bourse', 'tur', 'Bourse''a hoş geldiniz', 'Spot, kontratlar ve kazanç ürünleri tek uygulamada.', 'Bourse''a hoş geldiniz.

USDT karşılığında BTC ve ETH alıp satın, piyasaları gerçek zamanlı takip edin ve iki aşamalı doğrulamayla hesabınızı güvende tutun.

Her kontratın sonucu, kendiniz kontrol edebileceğiniz kayıtlı endeks fiyatlarıyla belirlenir.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'tur', 'BTC/USDT ve ETH/USDT piyasaları açıldı', 'İki piyasa işleme açıldı.', 'BTC/USDT ve ETH/USDT piyasaları artık açık.

Fiyatlar kayıtlı bir endeks akışından gelir; mum grafikleri ve tick kaydı herkese açıktır.'),
  (4, 'Security tips: protect your account', 'tur', 'Güvenlik ipuçları: hesabınızı koruyun', 'Doğrulayıcıyı açın ve bir kimlik avı önleme kodu belirleyin.', 'Google Authenticator''ı bağlayın; bir fon şifresi ve bir kimlik avı önleme kodu belirleyin.

Bourse çalışanları şifrenizi veya doğrulama kodlarınızı asla sormaz.'),
  (5, 'New here? Claim your welcome rewards', 'tur', 'Yeni misiniz? Hoş geldin ödüllerinizi alın', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'tur', 'Şeffaf fiyatlarla BTC ve ETH alıp satın', '', ''),
  (5, 'Secure your account in two minutes', 'tur', 'Hesabınızı iki dakikada güvenceye alın', '', ''),
  (18, 'How do I verify my identity?', 'tur', 'Kimliğimi nasıl doğrularım?', 'Temel ve ileri doğrulama.', 'Ayarlar → Kimlik doğrulama bölümünü açın.

Temel doğrulama (seviye 1) için adınız, kimlik belgeniz ve belgenin iki yüzünün fotoğrafları gerekir; önce e-posta adresinizi ve cep telefonu numaranızı bağlayın.

İleri doğrulama (seviye 2) için ayrıca belgeyi elinizde tutarken çekilmiş bir fotoğrafınız ve bir acil durum kişisi gerekir.'),
  (18, 'How do I turn on Google Authenticator?', 'tur', 'Google Authenticator''ı nasıl açarım?', 'İki aşamalı giriş.', 'Ayarlar → Güvenlik → Google Authenticator bölümünü açın, QR kodunu uygulamayla tarayın ve 6 haneli kodu girin.

Bağladıktan sonra her girişte yeni bir kod istenir. Herhangi bir güvenlik değişikliğinden sonra para çekme işlemleri 24 saat boyunca kilitli kalır.'),
  (18, 'What is an anti-phishing code?', 'tur', 'Kimlik avı önleme kodu nedir?', 'Gerçek Bourse mesajlarını tanıyın.', 'Ayarlar → Güvenlik bölümünde size özel bir kod belirleyin. Bourse''tan gelen her e-posta veya SMS bu kodla başlar; bu kodu içermeyen bir mesaj bizden gelmemiştir.'),
  (10, 'Privacy Policy', 'tur', 'Gizlilik Politikası', 'Verilerinizi nasıl işlediğimiz.', 'Yalnızca yasanın ve hizmetin gerektirdiği bilgileri topluyoruz: hesap bilgileriniz, doğrulama belgeleriniz ve etkinliğiniz.

Doğrulama belgeleri gizli olarak saklanır ve yalnızca siz ve inceleme ekibimiz tarafından görülebilir.

Verilerinizi asla satmayız.'),
  (10, 'Terms of Service', 'tur', 'Hizmet Koşulları', 'Bourse''u kullanma kuralları.', '18 yaşında veya daha büyük olmalısınız. Kripto varlık ve kontrat alım satımı yüksek kayıp riski taşır: bireysel CFD hesaplarının %76''sı para kaybeder.

Şifrenizi ve doğrulayıcınızı güvende tutmaktan siz sorumlusunuz.'),
  (19, 'About Bourse', 'tur', 'Bourse hakkında', 'Tasarımı gereği dürüst.', 'Bourse, bireysel yatırımcılar için bir kripto alım satım platformudur: spot, kaldıraçlı ve saniye kontratları, itibari para ile P2P, kopya işlem ve kazanç ürünleri.

Her bakiye değişikliği çift taraflı bir defter kaydıdır ve her kontratın sonucu yayımlanan endeks tick''leriyle belirlenir.'),
  (31, 'Newcomer rewards', 'tur', 'Yeni kullanıcı ödülleri', 'Ödülleri açmak için doğrulayın, para yatırın ve işlem yapın.', 'İleri doğrulamayı tamamlayın: 10 USDT.

1.000 USDT üzerindeki ilk para yatırma: 28 USDT.

10.000 USDT üzerindeki ilk kontrat işlemi: 500 USDT.

Ödüller 3 gün boyunca alınabilir.'),
  (33, 'Copy trading agreement', 'tur', 'Kopya işlem sözleşmesi', 'Bir trader''ı takip etmeden önce.', 'Bir trader''ı kopyalamak, onun işlemlerini ayarlarınızla orantılı olarak kopya hesabınızda tekrarlar. Geçmiş sonuçlar gelecekteki sonuçları garanti etmez; ayırdığınız fonları kaybedebilirsiniz.'),
  (20, 'Contact Bourse', 'tur', 'Bourse ile iletişim', 'Günün her saati destek.', 'support@bourse.local adresine yazın veya uygulamada Destek bölümünü açın: bir temsilcimiz 24 saat içinde, mümkün olduğunda sizin dilinizde yanıt verir.

Para yatırma veya çekme ile ilgili taleplerde hesap hareketlerinizdeki sipariş numarasını ekleyin. Şifrenizi, doğrulayıcı kodlarınızı veya doğrulama kodlarınızı asla sormayız.'),
  (4, 'Welcome to Bourse', 'spa', 'Te damos la bienvenida a Bourse', 'Spot, contratos y productos de rendimiento en una sola app.', 'Te damos la bienvenida a Bourse.

Opera BTC y ETH contra USDT, sigue los mercados en tiempo real y mantén tu cuenta segura con la autenticación en dos pasos.

El resultado de cada contrato se decide con precios de índice registrados que puedes comprobar por ti mismo.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'spa', 'Los mercados BTC/USDT y ETH/USDT ya están abiertos', 'Dos mercados abiertos para operar.', 'Los mercados BTC/USDT y ETH/USDT ya están abiertos.

Los precios proceden de un flujo de índice registrado; las velas y el registro de ticks son públicos.'),
  (4, 'Security tips: protect your account', 'spa', 'Consejos de seguridad: protege tu cuenta', 'Activa el autenticador y configura un código antiphishing.', 'Vincula Google Authenticator y configura una contraseña de fondos y un código antiphishing.

El personal de Bourse nunca te pedirá tu contraseña ni tus códigos de verificación.'),
  (5, 'New here? Claim your welcome rewards', 'spa', '¿Eres nuevo? Reclama tus recompensas de bienvenida', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'spa', 'Opera BTC y ETH con precios transparentes', '', ''),
  (5, 'Secure your account in two minutes', 'spa', 'Protege tu cuenta en dos minutos', '', ''),
  (18, 'How do I verify my identity?', 'spa', '¿Cómo verifico mi identidad?', 'Verificación básica y avanzada.', 'Abre Ajustes → Verificación de identidad.

La verificación básica (nivel 1) requiere tu nombre, tu documento y fotos de ambas caras; vincula antes tu correo electrónico y tu móvil.

La verificación avanzada (nivel 2) añade una foto tuya sosteniendo el documento y un contacto de emergencia.'),
  (18, 'How do I turn on Google Authenticator?', 'spa', '¿Cómo activo Google Authenticator?', 'Inicio de sesión en dos pasos.', 'Abre Ajustes → Seguridad → Google Authenticator, escanea el código QR con la app e introduce el código de 6 dígitos.

Una vez vinculado, cada inicio de sesión te pedirá un código nuevo. Los retiros quedan bloqueados durante 24 horas tras cualquier cambio de seguridad.'),
  (18, 'What is an anti-phishing code?', 'spa', '¿Qué es un código antiphishing?', 'Reconoce los mensajes auténticos de Bourse.', 'Configura tu propio código en Ajustes → Seguridad. Todos los correos y SMS de Bourse empiezan con él, así que un mensaje sin ese código no es nuestro.'),
  (10, 'Privacy Policy', 'spa', 'Política de privacidad', 'Cómo tratamos tus datos.', 'Recopilamos lo que exigen la ley y el servicio: los datos de tu cuenta, tus documentos de verificación y tu actividad.

Los documentos de verificación se guardan de forma privada y solo los ven tú y nuestros revisores.

Nunca vendemos tus datos.'),
  (10, 'Terms of Service', 'spa', 'Términos del servicio', 'Las normas de uso de Bourse.', 'Debes tener 18 años o más. Operar con criptoactivos y contratos conlleva un alto riesgo de pérdidas: el 76% de las cuentas minoristas de CFD pierden dinero.

Eres responsable de mantener seguros tu contraseña y tu autenticador.'),
  (19, 'About Bourse', 'spa', 'Acerca de Bourse', 'Honesto por diseño.', 'Bourse es una plataforma de negociación de criptoactivos para inversores minoristas: spot, contratos apalancados y de segundos, P2P con moneda fiat, copy trading y productos de rendimiento.

Cada cambio de saldo es un asiento contable de partida doble, y el resultado de cada contrato se decide con ticks de índice publicados.'),
  (31, 'Newcomer rewards', 'spa', 'Recompensas para nuevos usuarios', 'Verifícate, deposita y opera para desbloquear recompensas.', 'Completa la verificación avanzada: 10 USDT.

Primer depósito de más de 1.000 USDT: 28 USDT.

Primera operación con contratos de más de 10.000 USDT: 500 USDT.

Las recompensas pueden reclamarse durante 3 días.'),
  (33, 'Copy trading agreement', 'spa', 'Acuerdo de copy trading', 'Antes de seguir a un trader.', 'Copiar a un trader replica sus operaciones en tu cuenta de copia en proporción a tu configuración. Los resultados pasados no garantizan resultados futuros; puedes perder los fondos que asignes.'),
  (20, 'Contact Bourse', 'spa', 'Contacta con Bourse', 'Soporte a todas horas.', 'Escribe a support@bourse.local o abre Soporte en la app: una persona te responderá en menos de 24 horas, en tu idioma siempre que podamos.

Para un depósito o un retiro, incluye el número de orden que aparece en tus movimientos. Nunca te pediremos tu contraseña, los códigos de tu autenticador ni tus códigos de verificación.'),
  (4, 'Welcome to Bourse', 'fra', 'Bienvenue sur Bourse', 'Spot, contrats et produits d''épargne dans une seule application.', 'Bienvenue sur Bourse.

Négociez le BTC et l''ETH contre l''USDT, suivez les marchés en temps réel et protégez votre compte grâce à l''authentification à deux facteurs.

Le résultat de chaque contrat est déterminé par des prix d''indice enregistrés, que vous pouvez vérifier vous-même.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'fra', 'Les marchés BTC/USDT et ETH/USDT sont ouverts', 'Deux marchés ouverts au trading.', 'Les marchés BTC/USDT et ETH/USDT sont désormais ouverts.

Les prix proviennent d''un flux d''indice enregistré ; les chandeliers et le journal des ticks sont publics.'),
  (4, 'Security tips: protect your account', 'fra', 'Conseils de sécurité : protégez votre compte', 'Activez l''authentificateur et définissez un code anti-hameçonnage.', 'Associez Google Authenticator, puis définissez un mot de passe des fonds et un code anti-hameçonnage.

Le personnel de Bourse ne vous demandera jamais votre mot de passe ni vos codes de vérification.'),
  (5, 'New here? Claim your welcome rewards', 'fra', 'Nouveau ici ? Récupérez vos récompenses de bienvenue', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'fra', 'Négociez le BTC et l''ETH à des prix transparents', '', ''),
  (5, 'Secure your account in two minutes', 'fra', 'Sécurisez votre compte en deux minutes', '', ''),
  (18, 'How do I verify my identity?', 'fra', 'Comment vérifier mon identité ?', 'Vérification de base et avancée.', 'Ouvrez Paramètres → Vérification d''identité.

La vérification de base (niveau 1) demande votre nom, votre pièce d''identité et des photos de ses deux faces ; associez d''abord votre e-mail et votre numéro de mobile.

La vérification avancée (niveau 2) ajoute une photo de vous tenant la pièce d''identité et un contact d''urgence.'),
  (18, 'How do I turn on Google Authenticator?', 'fra', 'Comment activer Google Authenticator ?', 'Connexion à deux facteurs.', 'Ouvrez Paramètres → Sécurité → Google Authenticator, scannez le QR code avec l''application et saisissez le code à 6 chiffres.

Une fois l''association faite, chaque connexion demande un nouveau code. Les retraits restent bloqués pendant 24 heures après toute modification de sécurité.'),
  (18, 'What is an anti-phishing code?', 'fra', 'Qu''est-ce qu''un code anti-hameçonnage ?', 'Reconnaître les vrais messages de Bourse.', 'Définissez votre propre code dans Paramètres → Sécurité. Chaque e-mail ou SMS de Bourse commence par ce code : un message qui ne le contient pas ne vient pas de nous.'),
  (10, 'Privacy Policy', 'fra', 'Politique de confidentialité', 'Comment nous traitons vos données.', 'Nous collectons ce que la loi et le service exigent : les informations de votre compte, vos documents de vérification et votre activité.

Les documents de vérification sont conservés de façon privée et ne sont visibles que par vous et nos vérificateurs.

Nous ne vendons jamais vos données.'),
  (10, 'Terms of Service', 'fra', 'Conditions d''utilisation', 'Les règles d''utilisation de Bourse.', 'Vous devez avoir 18 ans ou plus. Le trading d''actifs crypto et de contrats comporte un risque élevé de perte : 76 % des comptes CFD de particuliers perdent de l''argent.

Vous êtes responsable de la sécurité de votre mot de passe et de votre authentificateur.'),
  (19, 'About Bourse', 'fra', 'À propos de Bourse', 'Honnête par conception.', 'Bourse est une plateforme de trading de cryptoactifs pour les particuliers : spot, contrats à effet de levier et contrats à la seconde, P2P en monnaie fiduciaire, copy trading et produits d''épargne.

Chaque variation de solde est une écriture comptable en partie double, et le résultat de chaque contrat est déterminé par des ticks d''indice publiés.'),
  (31, 'Newcomer rewards', 'fra', 'Récompenses de bienvenue', 'Vérifiez votre identité, déposez et tradez pour débloquer des récompenses.', 'Terminez la vérification avancée : 10 USDT.

Premier dépôt de plus de 1 000 USDT : 28 USDT.

Premier trade sur contrat de plus de 10 000 USDT : 500 USDT.

Les récompenses peuvent être réclamées pendant 3 jours.'),
  (33, 'Copy trading agreement', 'fra', 'Accord de copy trading', 'Avant de suivre un trader.', 'Copier un trader reproduit ses trades dans votre compte de copie, proportionnellement à vos réglages. Les résultats passés ne garantissent pas les résultats futurs ; vous pouvez perdre les fonds que vous allouez.'),
  (20, 'Contact Bourse', 'fra', 'Contacter Bourse', 'Une assistance 24 h/24.', 'Écrivez à support@bourse.local ou ouvrez Support dans l''application : une personne vous répond sous 24 heures, dans votre langue lorsque c''est possible.

Pour un dépôt ou un retrait, indiquez le numéro d''ordre figurant dans vos relevés. Nous ne vous demandons jamais votre mot de passe, les codes de votre authentificateur ni vos codes de vérification.'),
  (4, 'Welcome to Bourse', 'de', 'Willkommen bei Bourse', 'Spot, Kontrakte und Earn-Produkte in einer App.', 'Willkommen bei Bourse.

Handeln Sie BTC und ETH gegen USDT, verfolgen Sie die Märkte in Echtzeit und schützen Sie Ihr Konto mit der Zwei-Faktor-Authentifizierung.

Über das Ergebnis jedes Kontrakts entscheiden aufgezeichnete Indexpreise, die Sie selbst überprüfen können.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'de', 'Die Märkte BTC/USDT und ETH/USDT sind live', 'Zwei Märkte für den Handel geöffnet.', 'Die Märkte BTC/USDT und ETH/USDT sind jetzt geöffnet.

Die Preise stammen aus einem aufgezeichneten Index-Feed; Kerzen und das Tick-Protokoll sind öffentlich.'),
  (4, 'Security tips: protect your account', 'de', 'Sicherheitstipps: Schützen Sie Ihr Konto', 'Aktivieren Sie den Authenticator und legen Sie einen Anti-Phishing-Code fest.', 'Verknüpfen Sie Google Authenticator und legen Sie ein Fondspasswort und einen Anti-Phishing-Code fest.

Mitarbeiter von Bourse werden Sie niemals nach Ihrem Passwort oder Ihren Bestätigungscodes fragen.'),
  (5, 'New here? Claim your welcome rewards', 'de', 'Neu hier? Holen Sie sich Ihre Willkommensprämien', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'de', 'BTC und ETH zu transparenten Preisen handeln', '', ''),
  (5, 'Secure your account in two minutes', 'de', 'Sichern Sie Ihr Konto in zwei Minuten', '', ''),
  (18, 'How do I verify my identity?', 'de', 'Wie verifiziere ich meine Identität?', 'Basis- und erweiterte Verifizierung.', 'Öffnen Sie Einstellungen → Identitätsprüfung.

Die Basisverifizierung (Stufe 1) erfordert Ihren Namen, Ihr Ausweisdokument und Fotos beider Seiten; verknüpfen Sie zuvor Ihre E-Mail-Adresse und Ihre Handynummer.

Die erweiterte Verifizierung (Stufe 2) erfordert zusätzlich ein Foto, auf dem Sie das Dokument halten, und einen Notfallkontakt.'),
  (18, 'How do I turn on Google Authenticator?', 'de', 'Wie aktiviere ich Google Authenticator?', 'Anmeldung mit zwei Faktoren.', 'Öffnen Sie Einstellungen → Sicherheit → Google Authenticator, scannen Sie den QR-Code mit der App und geben Sie den 6-stelligen Code ein.

Nach der Verknüpfung wird bei jeder Anmeldung ein neuer Code abgefragt. Nach jeder Sicherheitsänderung bleiben Auszahlungen 24 Stunden lang gesperrt.'),
  (18, 'What is an anti-phishing code?', 'de', 'Was ist ein Anti-Phishing-Code?', 'Echte Nachrichten von Bourse erkennen.', 'Legen Sie unter Einstellungen → Sicherheit einen eigenen Code fest. Jede E-Mail und jede SMS von Bourse beginnt damit – eine Nachricht ohne diesen Code stammt nicht von uns.'),
  (10, 'Privacy Policy', 'de', 'Datenschutzerklärung', 'Wie wir mit Ihren Daten umgehen.', 'Wir erheben, was Gesetz und Dienst erfordern: Ihre Kontodaten, Ihre Verifizierungsdokumente und Ihre Aktivitäten.

Verifizierungsdokumente werden vertraulich gespeichert und sind nur für Sie und unsere Prüfer einsehbar.

Wir verkaufen Ihre Daten niemals.'),
  (10, 'Terms of Service', 'de', 'Nutzungsbedingungen', 'Die Regeln für die Nutzung von Bourse.', 'Sie müssen mindestens 18 Jahre alt sein. Der Handel mit Krypto-Assets und Kontrakten birgt ein hohes Verlustrisiko: 76 % der CFD-Konten von Privatanlegern verlieren Geld.

Sie sind dafür verantwortlich, Ihr Passwort und Ihren Authenticator sicher aufzubewahren.'),
  (19, 'About Bourse', 'de', 'Über Bourse', 'Ehrlich von Grund auf.', 'Bourse ist ein Krypto-Handelsplatz für Privatanleger: Spot, Hebel- und Sekundenkontrakte, Fiat-P2P, Copy-Trading und Earn-Produkte.

Jede Saldoänderung ist eine Buchung nach dem Prinzip der doppelten Buchführung, und über das Ergebnis jedes Kontrakts entscheiden veröffentlichte Index-Ticks.'),
  (31, 'Newcomer rewards', 'de', 'Prämien für Neukunden', 'Verifizieren, einzahlen und handeln, um Prämien freizuschalten.', 'Erweiterte Verifizierung abschließen: 10 USDT.

Erste Einzahlung über 1.000 USDT: 28 USDT.

Erster Kontrakthandel über 10.000 USDT: 500 USDT.

Prämien können 3 Tage lang abgeholt werden.'),
  (33, 'Copy trading agreement', 'de', 'Copy-Trading-Vereinbarung', 'Bevor Sie einem Trader folgen.', 'Beim Kopieren eines Traders werden dessen Trades im Verhältnis zu Ihren Einstellungen in Ihrem Copy-Konto wiederholt. Vergangene Ergebnisse sind keine Garantie für künftige; Sie können die zugewiesenen Mittel verlieren.'),
  (20, 'Contact Bourse', 'de', 'Kontakt zu Bourse', 'Support rund um die Uhr.', 'Schreiben Sie an support@bourse.local oder öffnen Sie Support in der App: Ein Mensch antwortet innerhalb von 24 Stunden, wenn möglich in Ihrer Sprache.

Geben Sie bei einer Ein- oder Auszahlung die Auftragsnummer aus Ihrem Kontoauszug an. Wir fragen niemals nach Ihrem Passwort, Ihren Authenticator-Codes oder Ihren Bestätigungscodes.'),
  (4, 'Welcome to Bourse', 'pt', 'Bem-vindo à Bourse', 'Spot, contratos e produtos de rendimento em um só app.', 'Bem-vindo à Bourse.

Negocie BTC e ETH contra USDT, acompanhe os mercados em tempo real e mantenha sua conta segura com a autenticação de dois fatores.

O resultado de cada contrato é definido por preços de índice registrados, que você mesmo pode conferir.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'pt', 'Os mercados BTC/USDT e ETH/USDT estão no ar', 'Dois mercados abertos para negociação.', 'Os mercados BTC/USDT e ETH/USDT já estão abertos.

Os preços vêm de um feed de índice registrado; os candles e o registro de ticks são públicos.'),
  (4, 'Security tips: protect your account', 'pt', 'Dicas de segurança: proteja sua conta', 'Ative o autenticador e defina um código antiphishing.', 'Vincule o Google Authenticator e defina uma senha de fundos e um código antiphishing.

A equipe da Bourse nunca pedirá sua senha ou seus códigos de verificação.'),
  (5, 'New here? Claim your welcome rewards', 'pt', 'Novo por aqui? Resgate suas recompensas de boas-vindas', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'pt', 'Negocie BTC e ETH com preços transparentes', '', ''),
  (5, 'Secure your account in two minutes', 'pt', 'Proteja sua conta em dois minutos', '', ''),
  (18, 'How do I verify my identity?', 'pt', 'Como verifico minha identidade?', 'Verificação básica e avançada.', 'Abra Configurações → Verificação de identidade.

A verificação básica (nível 1) exige seu nome, seu documento e fotos da frente e do verso; vincule antes seu e-mail e seu celular.

A verificação avançada (nível 2) acrescenta uma foto sua segurando o documento e um contato de emergência.'),
  (18, 'How do I turn on Google Authenticator?', 'pt', 'Como ativo o Google Authenticator?', 'Login em duas etapas.', 'Abra Configurações → Segurança → Google Authenticator, escaneie o QR code com o app e digite o código de 6 dígitos.

Depois de vincular, cada login pede um código novo. Os saques ficam bloqueados por 24 horas após qualquer alteração de segurança.'),
  (18, 'What is an anti-phishing code?', 'pt', 'O que é um código antiphishing?', 'Reconheça as mensagens verdadeiras da Bourse.', 'Defina um código só seu em Configurações → Segurança. Todo e-mail ou SMS da Bourse começa com ele; uma mensagem sem esse código não é nossa.'),
  (10, 'Privacy Policy', 'pt', 'Política de Privacidade', 'Como tratamos seus dados.', 'Coletamos o que a lei e o serviço exigem: os dados da sua conta, seus documentos de verificação e sua atividade.

Os documentos de verificação são armazenados de forma privada e vistos apenas por você e por nossos revisores.

Nunca vendemos seus dados.'),
  (10, 'Terms of Service', 'pt', 'Termos de Serviço', 'As regras de uso da Bourse.', 'Você deve ter 18 anos ou mais. Negociar criptoativos e contratos envolve alto risco de perda: 76% das contas de CFD de investidores de varejo perdem dinheiro.

Você é responsável por manter sua senha e seu autenticador em segurança.'),
  (19, 'About Bourse', 'pt', 'Sobre a Bourse', 'Honesta por construção.', 'A Bourse é uma plataforma de negociação de criptoativos para investidores de varejo: spot, contratos alavancados e de segundos, P2P em moeda fiduciária, copy trading e produtos de rendimento.

Cada alteração de saldo é um lançamento contábil de partidas dobradas, e o resultado de cada contrato é definido por ticks de índice publicados.'),
  (31, 'Newcomer rewards', 'pt', 'Recompensas para novos usuários', 'Verifique-se, deposite e negocie para desbloquear recompensas.', 'Conclua a verificação avançada: 10 USDT.

Primeiro depósito acima de 1.000 USDT: 28 USDT.

Primeira negociação de contrato acima de 10.000 USDT: 500 USDT.

As recompensas podem ser resgatadas por 3 dias.'),
  (33, 'Copy trading agreement', 'pt', 'Acordo de copy trading', 'Antes de seguir um trader.', 'Copiar um trader repete as operações dele na sua conta de cópia, na proporção das suas configurações. Resultados passados não garantem resultados futuros; você pode perder os fundos que alocar.'),
  (20, 'Contact Bourse', 'pt', 'Fale com a Bourse', 'Suporte a qualquer hora.', 'Escreva para support@bourse.local ou abra Suporte no app: uma pessoa responde em até 24 horas, no seu idioma sempre que possível.

Para um depósito ou saque, informe o número da ordem que aparece no seu extrato. Nunca pedimos sua senha, os códigos do seu autenticador nem seus códigos de verificação.'),
  (4, 'Welcome to Bourse', 'ru', 'Добро пожаловать в Bourse', 'Спот, контракты и продукты для заработка в одном приложении.', 'Добро пожаловать в Bourse.

Торгуйте BTC и ETH за USDT, следите за рынками в реальном времени и защитите свой аккаунт двухфакторной аутентификацией.

Результат каждого контракта определяется записанными индексными ценами, которые вы можете проверить сами.'),
  (4, 'BTC/USDT and ETH/USDT markets are live', 'ru', 'Рынки BTC/USDT и ETH/USDT открыты', 'Для торговли открыты два рынка.', 'Рынки BTC/USDT и ETH/USDT теперь открыты.

Цены поступают из записываемого индексного потока; свечи и журнал тиков публичны.'),
  (4, 'Security tips: protect your account', 'ru', 'Советы по безопасности: защитите свой аккаунт', 'Включите аутентификатор и задайте антифишинговый код.', 'Привяжите Google Authenticator, задайте платёжный пароль и антифишинговый код.

Сотрудники Bourse никогда не попросят ваш пароль или коды подтверждения.'),
  (5, 'New here? Claim your welcome rewards', 'ru', 'Впервые здесь? Получите приветственные бонусы', '', ''),
  (5, 'Trade BTC and ETH with transparent prices', 'ru', 'Торгуйте BTC и ETH по прозрачным ценам', '', ''),
  (5, 'Secure your account in two minutes', 'ru', 'Защитите аккаунт за две минуты', '', ''),
  (18, 'How do I verify my identity?', 'ru', 'Как пройти проверку личности?', 'Базовая и расширенная верификация.', 'Откройте Настройки → Проверка личности.

Для базовой верификации (уровень 1) нужны ваше имя, документ и фотографии обеих его сторон; сначала привяжите электронную почту и номер мобильного телефона.

Для расширенной верификации (уровень 2) дополнительно нужны ваше фото с документом в руках и контакт на экстренный случай.'),
  (18, 'How do I turn on Google Authenticator?', 'ru', 'Как включить Google Authenticator?', 'Двухфакторный вход.', 'Откройте Настройки → Безопасность → Google Authenticator, отсканируйте QR-код в приложении и введите 6-значный код.

После привязки при каждом входе запрашивается новый код. После любого изменения настроек безопасности вывод средств блокируется на 24 часа.'),
  (18, 'What is an anti-phishing code?', 'ru', 'Что такое антифишинговый код?', 'Отличайте настоящие сообщения Bourse.', 'Задайте собственный код в разделе Настройки → Безопасность. Каждое письмо или SMS от Bourse начинается с него, поэтому сообщение без этого кода отправлено не нами.'),
  (10, 'Privacy Policy', 'ru', 'Политика конфиденциальности', 'Как мы обращаемся с вашими данными.', 'Мы собираем то, что требуют закон и сервис: данные вашего аккаунта, документы для верификации и историю действий.

Документы для верификации хранятся закрыто, их видите только вы и наши проверяющие.

Мы никогда не продаём ваши данные.'),
  (10, 'Terms of Service', 'ru', 'Условия использования', 'Правила пользования Bourse.', 'Вам должно быть 18 лет или больше. Торговля криптоактивами и контрактами сопряжена с высоким риском убытков: 76% розничных CFD-счетов теряют деньги.

Вы несёте ответственность за сохранность своего пароля и аутентификатора.'),
  (19, 'About Bourse', 'ru', 'О Bourse', 'Честность, заложенная в основу.', 'Bourse — торговая площадка криптоактивов для частных инвесторов: спот, контракты с плечом и секундные контракты, фиатный P2P, копитрейдинг и продукты для заработка.

Каждое изменение баланса — это проводка по двойной записи в учётной книге, а результат каждого контракта определяется опубликованными индексными тиками.'),
  (31, 'Newcomer rewards', 'ru', 'Бонусы для новичков', 'Пройдите верификацию, пополните счёт и торгуйте, чтобы открыть бонусы.', 'Пройдите расширенную верификацию: 10 USDT.

Первое пополнение более чем на 1 000 USDT: 28 USDT.

Первая сделка с контрактом более чем на 10 000 USDT: 500 USDT.

Бонусы можно получить в течение 3 дней.'),
  (33, 'Copy trading agreement', 'ru', 'Соглашение о копитрейдинге', 'Перед тем как подписаться на трейдера.', 'Копирование трейдера повторяет его сделки на вашем копи-счёте пропорционально вашим настройкам. Прошлые результаты не гарантируют будущих; вы можете потерять выделенные средства.'),
  (20, 'Contact Bourse', 'ru', 'Связаться с Bourse', 'Поддержка круглосуточно.', 'Напишите на support@bourse.local или откройте раздел «Поддержка» в приложении: сотрудник ответит в течение 24 часов, по возможности на вашем языке.

По вопросам пополнения или вывода укажите номер заявки из выписки. Мы никогда не просим ваш пароль, коды аутентификатора или коды подтверждения.')
) AS v (c_id, en_title, lang, title, summary, body)
JOIN article_translations e ON e.lang = 'en' AND e.title = v.en_title
JOIN articles a ON a.id = e.article_id AND a.c_id = v.c_id
ON CONFLICT (article_id, lang) DO NOTHING;
