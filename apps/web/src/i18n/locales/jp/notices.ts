/** Japanese: notices pushed to the user on any screen (identity decisions, settled seconds orders); the `notices` namespace. */
const notices = {
  dismiss: "閉じる",
  kyc: {
    certified: "本人確認が完了しました（レベル{{level}}）",
    rejected: "本人確認が却下されました：{{reason}}",
    open: "本人確認を見る",
  },
  seconds: {
    win: "{{pair}} {{duration}} {{direction}}：勝ち {{amount}}",
    loss: "{{pair}} {{duration}} {{direction}}：負け {{amount}}",
    tie: "{{pair}} {{duration}} {{direction}}：引き分け、掛け金は返却されました",
    open: "結果を見る",
  },
};

export default notices;
