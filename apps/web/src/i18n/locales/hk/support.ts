/** Traditional Chinese: the live support chat; the `support` namespace. */
const support = {
  title: "線上客服",
  intro: "客服團隊會在這裡回覆您，通常幾分鐘內。",
  empty: "暫無訊息。請告訴我們您需要什麼幫助。",
  placeholder: "輸入訊息",
  send: "發送",
  image: "圖片",
  support: "客服",
  sent: "已發送",
  read: "已讀",
  closed: "此會話已關閉。再次發送訊息即可重新開啟。",
  event: {
    closed: "客服已關閉會話",
    reopened: "會話已重新開啟",
  },
  email: "更習慣電郵？請寫信至 {{email}}",
  older: "查看更早的訊息",
};

export default support;
