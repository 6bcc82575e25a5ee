/** Japanese: the live support chat; the `support` namespace. */
const support = {
  title: "ライブチャット",
  intro: "サポートチームがここでお答えします。通常は数分以内です。",
  empty: "まだメッセージはありません。お困りのことをお知らせください。",
  placeholder: "メッセージを入力",
  send: "送信",
  image: "画像",
  support: "サポート",
  sent: "送信済み",
  read: "既読",
  closed: "この会話は終了しました。再度メッセージを送ると再開します。",
  event: {
    closed: "サポートが会話を終了しました",
    reopened: "会話が再開されました",
  },
  email: "メールをご希望の方は {{email}} までご連絡ください",
  older: "以前のメッセージを表示",
};

export default support;
