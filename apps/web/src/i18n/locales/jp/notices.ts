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
  approval: {
    merchant: {
      approved: "マーチャントストアが承認されました",
      rejected: "マーチャント申請は却下されました",
      rejectedFor: "マーチャント申請は却下されました：{{reason}}",
    },
    trader: {
      approved: "コピートレーダーになりました",
      rejected: "コピートレーダー申請は却下されました",
      rejectedFor: "コピートレーダー申請は却下されました：{{reason}}",
    },
    king: {
      approved: "キングマネージャーになりました",
      rejected: "キングマネージャー申請は却下されました",
      rejectedFor: "キングマネージャー申請は却下されました：{{reason}}",
    },
    loan: {
      approved: "ローンが承認されました：元本が入金されました",
      rejected: "ローンは却下されました：担保は返還されました",
      rejectedFor: "ローンは却下されました：{{reason}}。担保は返還されました",
    },
    open: "表示",
  },
};

export default notices;
