/** Simplified Chinese: the live support chat; the `support` namespace. */
const support = {
  title: "在线客服",
  intro: "客服团队会在这里回复您，通常几分钟内。",
  empty: "暂无消息。请告诉我们您需要什么帮助。",
  placeholder: "输入消息",
  send: "发送",
  image: "图片",
  support: "客服",
  sent: "已发送",
  read: "已读",
  closed: "此会话已关闭。再次发送消息即可重新打开。",
  event: {
    closed: "客服已关闭会话",
    reopened: "会话已重新打开",
  },
  email: "更习惯邮件？请写信至 {{email}}",
  older: "查看更早的消息",
};

export default support;
