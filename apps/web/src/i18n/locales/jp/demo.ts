/** Japanese: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "デモ",
  ribbon: "デモ取引 · 仮想資金",
  ribbonLabel: "デモモード：仮想資金で取引しています",
  switch: {
    label: "デモ取引",
    demo: "デモ",
    real: "本番",
  },
  intro: {
    title: "デモ取引で練習しましょう",
    funds: "練習用の仮想資金 {{amount}} が付与されます。",
    prices: "価格は本番市場と同じインデックスに連動します。現物注文は専用のデモ板で約定します。",
    apart: "デモ資金は仮想資金です。本番の資金との間で移動することはできません。",
    off: "デモモードでは入金、出金、P2P、資産運用など本番の資金を使うサービスはご利用いただけません。",
    reset: "デモ資金はいつでもリセットでき、ワンタップで本番口座に戻れます。",
    start: "デモ取引を始める",
    later: "後で",
  },
  switched: {
    demo: "デモ資金での取引に切り替えました",
    real: "本番口座に戻りました",
  },
  reset: {
    lead: "練習用の仮想資金です。いつでも {{amount}} にリセットできます。",
    button: "デモ資金をリセット",
    title: "デモ資金をリセットしますか？",
    closes: "デモのオープンポジションと未約定注文はすべて決済・取消されます。",
    balance: "デモ残高は {{amount}} に戻ります。",
    ok: "リセット",
    done: "デモ資金を {{amount}} に戻しました",
  },
  notice: {
    title: "デモモードではご利用いただけません",
    text: "入金、出金、P2P、資産運用は本番の資金を使います。ご利用には本番口座に切り替えてください。",
    switch: "本番口座に切り替える",
  },
};

export default demo;
