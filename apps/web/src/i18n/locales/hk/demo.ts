/** Traditional Chinese: demo accounts (ribbon, account switch, first-time explanation, reset, notice); the `demo` namespace. */
const demo = {
  badge: "模擬",
  ribbon: "模擬交易 · 虛擬資金",
  ribbonLabel: "模擬模式：您正在使用虛擬資金交易",
  switch: {
    label: "模擬交易",
    demo: "模擬",
    real: "真實",
  },
  intro: {
    title: "體驗模擬交易",
    funds: "您將獲得 {{amount}} 虛擬資金用於練習。",
    prices: "價格與真實市場採用相同的指數；現貨訂單在獨立的模擬訂單簿中成交。",
    apart: "模擬資金為虛擬資金，無法與真實資金互相轉移。",
    off: "模擬模式下，充值、提現、P2P、理財及其他涉及真實資金的服務均不可用。",
    reset: "您可隨時重設模擬資金，並一鍵切換回真實帳戶。",
    start: "開始模擬交易",
    later: "暫不",
  },
  switched: {
    demo: "已切換為模擬資金交易",
    real: "已返回真實帳戶",
  },
  reset: {
    lead: "用於練習的虛擬資金，可隨時重設為 {{amount}}。",
    button: "重設模擬資金",
    title: "重設模擬資金？",
    closes: "您所有未平倉的模擬持倉和未成交的模擬訂單都將被關閉。",
    balance: "您的模擬餘額將恢復為 {{amount}}。",
    ok: "重設",
    done: "模擬資金已恢復為 {{amount}}",
  },
  notice: {
    title: "模擬模式下不可用",
    text: "充值、提現、P2P 和理財產品使用真實資金，請切換到真實帳戶後使用。",
    switch: "切換到真實帳戶",
  },
};

export default demo;
