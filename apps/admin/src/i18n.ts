import { useSyncExternalStore } from "react";
import { apiKeyMessages } from "./i18n-apikeys";
import { approvalMessages } from "./i18n-approvals";
import { auditMessages } from "./i18n-audit";
import { billKindMessages } from "./i18n-bills";
import { chainMessages } from "./i18n-chain";
import { contractMessages } from "./i18n-contracts";
import { copyMessages } from "./i18n-copy";
import { dashboardMessages } from "./i18n-dashboard";
import { earnMessages } from "./i18n-earn";
import { growthMessages } from "./i18n-growth";
import { listMessages } from "./i18n-lists";
import { marketMessages } from "./i18n-markets";
import { moneyMessages } from "./i18n-money";
import { nftMessages } from "./i18n-nft";
import { operatorMessages } from "./i18n-operators";
import { p2pMessages } from "./i18n-p2p";
import { riskMessages } from "./i18n-risk";
import { supportMessages } from "./i18n-support";
import { userRecordMessages } from "./i18n-user-records";

/**
 * Every text of the console, English and Chinese side by side: `key: [en, zh]`. Parameters are
 * written `{name}`. Server messages arrive already localized (the `lang` header of each call).
 * The money pages' texts sit in i18n-money.ts (the names of the bills' entry kinds in i18n-bills.ts),
 * the contract pages' in i18n-contracts.ts, the P2P page's in i18n-p2p.ts, the copy trading page's in
 * i18n-copy.ts, the earn page's in i18n-earn.ts, the NFT page's in i18n-nft.ts, the growth page's in
 * i18n-growth.ts and the support inbox's in i18n-support.ts and the chain page's in i18n-chain.ts, the dashboard's
 * in i18n-dashboard.ts, merged in below, to keep each file
 * readable.
 */
const messages = {
  "app.brand": ["Bourse", "Bourse"],
  "app.console": ["Operator console", "运营后台"],
  "lang.en": ["English", "English"],
  "lang.zh": ["中文", "中文"],
  "lang.switch": ["Language", "语言"],
  "nav.users": ["Users", "用户管理"],
  "nav.kyc": ["KYC review", "实名审核"],
  "nav.content": ["Content", "内容管理"],
  "nav.settings": ["Settings", "系统设置"],
  "nav.audit": ["Audit log", "审计日志"],
  "nav.outbox": ["Outbox", "发件箱"],
  "nav.jobs": ["Scheduled jobs", "定时任务"],
  "nav.security": ["My security", "我的安全"],
  "role.admin": ["Admin", "管理员"],
  "role.reviewer": ["Reviewer", "审核员"],
  "role.support": ["Support", "客服"],

  "common.actions": ["Actions", "操作"],
  "common.backHome": ["Back to users", "返回用户列表"],
  "common.cancel": ["Cancel", "取消"],
  "common.delete": ["Delete", "删除"],
  "common.edit": ["Edit", "编辑"],
  "common.filter": ["Filter", "筛选"],
  "common.loading": ["Loading…", "加载中…"],
  "common.no": ["No", "否"],
  "common.yes": ["Yes", "是"],
  "common.refresh": ["Refresh", "刷新"],
  "common.retry": ["Retry", "重试"],
  "common.save": ["Save", "保存"],
  "common.search": ["Search", "搜索"],
  "common.total": ["{total} in total", "共 {total} 条"],
  "common.view": ["View", "查看"],

  "error.network": ["Network error, please try again", "网络错误，请重试"],
  "error.http": ["The server answered HTTP {status}", "服务器返回 HTTP {status}"],
  "error.loadOperator": ["Could not load your operator account", "无法加载运营账号"],
  "error.forbiddenPage": ["Your role does not give access to this page.", "您的角色无权访问此页面。"],
  "error.notFound": ["This page does not exist.", "页面不存在。"],

  "auth.subtitle": ["Operator sign-in", "运营人员登录"],
  "auth.username": ["Username", "用户名"],
  "auth.usernameRequired": ["Enter your username", "请输入用户名"],
  "auth.password": ["Password", "密码"],
  "auth.passwordRequired": ["Enter your password", "请输入密码"],
  "auth.totp": ["Authenticator code", "验证器动态码"],
  "auth.totpHelp": ["The 6-digit code shown in your authenticator app", "身份验证器 App 中显示的 6 位数字"],
  "auth.totpInvalid": ["Enter the 6-digit code", "请输入 6 位数字动态码"],
  "auth.submit": ["Sign in", "登录"],
  "auth.logout": ["Sign out", "退出登录"],
  "auth.notice": [
    "Authorized personnel only. Every action is recorded in the audit log.",
    "仅限授权人员使用，所有操作均记录在审计日志中。",
  ],

  "security.title": ["Two-factor authentication", "双重验证"],
  "security.role": ["Role", "角色"],
  "security.authenticator": ["Authenticator", "身份验证器"],
  "security.bound": ["Bound", "已绑定"],
  "security.notBound": ["Not bound", "未绑定"],
  "security.boundTitle": ["Your authenticator is bound", "身份验证器已绑定"],
  "security.boundText": ["Sign-in asks for its code each time.", "每次登录都需要输入动态码。"],
  "security.step.install": ["Install an authenticator", "安装身份验证器"],
  "security.step.installText": [
    "Google Authenticator, 1Password, Authy…",
    "Google Authenticator、1Password、Authy 等",
  ],
  "security.step.scan": ["Scan the QR code", "扫描二维码"],
  "security.step.scanText": ["Or type the secret key by hand.", "或手动输入密钥。"],
  "security.step.confirm": ["Confirm with a code", "输入动态码确认"],
  "security.step.confirmText": ["Enter the 6-digit code it shows.", "输入应用显示的 6 位数字。"],
  "security.qrAlt": ["QR code for your authenticator", "身份验证器二维码"],
  "security.secret": ["Secret key", "密钥"],
  "security.bind": ["Bind", "绑定"],
  "security.bindBanner.title": ["Protect your console account", "请保护您的后台账号"],
  "security.bindBanner.text": [
    "No authenticator is bound yet: anyone with your password can sign in.",
    "尚未绑定身份验证器：任何知道密码的人都可以登录。",
  ],
  "security.bindBanner.action": ["Bind now", "立即绑定"],

  "user.listTitle": ["User list", "用户列表"],
  "user.searchPlaceholder": ["User ID, email or mobile", "用户 ID、邮箱或手机号"],
  "user.empty": ["No users yet", "暂无用户"],
  "user.emptySearch": ["No user matches “{q}”", "没有匹配“{q}”的用户"],
  "user.id": ["ID", "ID"],
  "user.account": ["Account", "账号"],
  "user.email": ["Email", "邮箱"],
  "user.mobile": ["Mobile", "手机号"],
  "user.nickname": ["Nickname", "昵称"],
  "user.kycLevel": ["KYC", "认证等级"],
  "user.realState": ["Verification", "实名状态"],
  "user.google": ["2FA", "谷歌验证"],
  "user.status": ["Status", "状态"],
  "user.inviter": ["Inviter", "邀请人"],
  "user.createdAt": ["Registered", "注册时间"],
  "user.status.active": ["Active", "正常"],
  "user.status.locked": ["Locked", "已锁定"],
  "user.real.none": ["None", "未认证"],
  "user.real.review": ["In review", "审核中"],
  "user.real.certified": ["Certified", "已认证"],
  "user.real.rejected": ["Rejected", "已驳回"],
  "user.drawerTitle": ["User", "用户"],
  "user.sessions": ["Active sessions", "在线会话"],
  "user.noSessions": ["No active session", "暂无在线会话"],
  "user.session.ip": ["IP", "IP"],
  "user.session.device": ["Device", "设备"],
  "user.session.created": ["Signed in", "登录时间"],
  "user.session.lastSeen": ["Last seen", "最近活动"],
  "user.kycHistory": ["Verification history", "实名认证记录"],
  "user.noKyc": ["No application", "暂无认证申请"],
  "user.lock": ["Lock", "锁定"],
  "user.unlock": ["Unlock", "解锁"],
  "user.lockConfirmTitle": ["Lock this account?", "确定锁定该账号？"],
  "user.lockConfirm": [
    "The user is signed out everywhere and cannot sign in.",
    "用户将在所有设备下线且无法登录。",
  ],
  "user.unlockConfirmTitle": ["Unlock this account?", "确定解锁该账号？"],
  "user.unlockConfirm": ["The user can sign in again.", "用户将可以重新登录。"],

  "kyc.tab.review": ["Pending review", "待审核"],
  "kyc.tab.approved": ["Approved", "已通过"],
  "kyc.tab.rejected": ["Rejected", "已驳回"],
  "kyc.queueHelp": ["Oldest first: review from the top.", "按提交时间先后排序，请从上往下审核。"],
  "kyc.empty.review": ["Nothing waiting for review", "暂无待审核的申请"],
  "kyc.empty.approved": ["No approved application", "暂无已通过的申请"],
  "kyc.empty.rejected": ["No rejected application", "暂无已驳回的申请"],
  "kyc.id": ["ID", "ID"],
  "kyc.user": ["User", "用户"],
  "kyc.level": ["Level", "等级"],
  "kyc.levelN": ["Lv{level}", "Lv{level}"],
  "kyc.state": ["State", "状态"],
  "kyc.state.review": ["In review", "待审核"],
  "kyc.state.approved": ["Approved", "已通过"],
  "kyc.state.rejected": ["Rejected", "已驳回"],
  "kyc.name": ["Name", "姓名"],
  "kyc.document": ["Document", "证件"],
  "kyc.level2Doc": ["Hand-held photo + contact", "手持照 + 紧急联系人"],
  "kyc.docType": ["Document type", "证件类型"],
  "kyc.docNumber": ["Document number", "证件号码"],
  "kyc.nationality": ["Nationality", "国籍"],
  "kyc.doc.id_card": ["ID card", "身份证"],
  "kyc.doc.passport": ["Passport", "护照"],
  "kyc.doc.driver_licence": ["Driver's licence", "驾驶证"],
  "kyc.doc.residence_permit": ["Residence permit", "居留许可"],
  "kyc.doc.other": ["Other", "其他"],
  "kyc.relatives": ["Emergency contact", "紧急联系人"],
  "kyc.relationship": ["Relationship", "关系"],
  "kyc.relativesPhone": ["Contact phone", "联系人电话"],
  "kyc.relativesAddress": ["Contact address", "联系人地址"],
  "kyc.submittedAt": ["Submitted", "提交时间"],
  "kyc.reviewedBy": ["Reviewed by", "审核人"],
  "kyc.reviewedAt": ["Reviewed", "审核时间"],
  "kyc.rejectReason": ["Reason", "驳回原因"],
  "kyc.review": ["Review", "审核"],
  "kyc.drawerTitle": ["KYC application #{id}", "实名申请 #{id}"],
  "kyc.photos": ["Photos", "证件照片"],
  "kyc.photosHelp": ["Click a photo to zoom and rotate it.", "点击照片可放大、旋转查看。"],
  "kyc.photo.front": ["Document front", "证件正面"],
  "kyc.photo.reverse": ["Document back", "证件反面"],
  "kyc.photo.hand": ["Holding the document", "手持证件照"],
  "kyc.photoFailed": ["Photo unavailable", "照片无法加载"],
  "kyc.photoMissing": ["No photo", "未上传"],
  "kyc.approve": ["Approve", "通过"],
  "kyc.approve.title": ["Approve this application?", "确定通过该申请？"],
  "kyc.approve.confirm": ["The user becomes verified at level {level}.", "用户将获得 {level} 级认证。"],
  "kyc.reject": ["Reject", "驳回"],
  "kyc.reject.title": ["Reject the application", "驳回申请"],
  "kyc.reject.reason": ["Reason", "驳回原因"],
  "kyc.reject.help": ["The user sees this reason and can submit again.", "用户可看到该原因并重新提交。"],
  "kyc.reject.required": ["A reason is required", "请填写驳回原因"],
  "kyc.reject.length": ["2 to 200 characters", "2 至 200 个字符"],
  "kyc.reject.presets": ["Common reasons:", "常用原因："],
  "kyc.reject.preset.unreadable": ["The photos are blurred or unreadable", "照片模糊或无法辨认"],
  "kyc.reject.preset.mismatch": ["The name does not match the document", "姓名与证件不一致"],
  "kyc.reject.preset.expired": ["The document has expired", "证件已过期"],
  "kyc.reject.preset.incomplete": ["Part of the document is hidden or cut off", "证件信息被遮挡或不完整"],

  "content.category.news": ["News", "新闻公告"],
  "content.category.banner": ["Banners", "轮播图"],
  "content.category.activity": ["Activities", "活动"],
  "content.category.help": ["Help", "帮助中心"],
  "content.category.about": ["About", "关于我们"],
  "content.category.contact": ["Contact us", "联系我们"],
  "content.category.privacy": ["Privacy", "隐私政策"],
  "content.category.follow": ["Follow agreement", "跟单协议"],
  "content.new": ["New article", "新建文章"],
  "content.newTitle": ["New article · {category}", "新建文章 · {category}"],
  "content.editTitle": ["Edit article #{id}", "编辑文章 #{id}"],
  "content.empty": ["No article in {category} yet", "{category} 暂无文章"],
  "content.id": ["ID", "ID"],
  "content.articleTitle": ["Title", "标题"],
  "content.untitled": ["(untitled)", "（无标题）"],
  "content.summary": ["Summary", "摘要"],
  "content.body": ["Body", "正文"],
  "content.bodyHelp": ["Plain text; separate paragraphs with a blank line.", "纯文本，段落之间空一行。"],
  "content.languages": ["Languages", "语言"],
  "content.published": ["Published", "发布"],
  "content.state.published": ["Published", "已发布"],
  "content.state.draft": ["Draft", "草稿"],
  "content.pop": ["Popup", "弹窗"],
  "content.popHelp": ["Shown as a popup on the app's home page", "在 App 首页以弹窗展示"],
  "content.sort": ["Sort", "排序"],
  "content.sortHelp": ["Higher comes first", "数值越大越靠前"],
  "content.link": ["Link", "链接"],
  "content.linkHelp": ["An app route or URL opened on tap (optional)", "点击后打开的 App 路由或网址（可选）"],
  "content.linkPlaceholder": ["/h5/#/… or https://…", "/h5/#/… 或 https://…"],
  "content.cover": ["Cover", "封面"],
  "content.cover.none": ["No cover", "无封面"],
  "content.cover.upload": ["Upload image", "上传图片"],
  "content.cover.replace": ["Replace image", "更换图片"],
  "content.cover.remove": ["Remove", "移除"],
  "content.cover.help": ["PNG, JPEG, GIF or WebP", "支持 PNG、JPEG、GIF、WebP"],
  "content.cover.notImage": ["Choose an image file", "请选择图片文件"],
  "content.cover.tooLarge": ["The image must be under {mb} MB", "图片不能超过 {mb} MB"],
  "content.coverRequired": ["Banners need a cover image", "轮播图必须上传封面"],
  "content.titleRequired": ["The English title is required", "英文标题必填"],
  "content.titleRequiredLang": ["Add a title, or clear this language", "请填写标题，或清空该语言"],
  "content.updatedAt": ["Updated", "更新时间"],
  "content.saved": ["Article saved", "文章已保存"],
  "content.deleteTitle": ["Delete this article?", "确定删除该文章？"],
  "content.deleteConfirm": [
    "“{title}” and all its translations will be deleted.",
    "“{title}”及其全部翻译将被删除。",
  ],

  "settings.title": ["Venue settings", "平台参数"],
  "settings.filter": ["Filter by key or value", "按键名或值筛选"],
  "settings.key": ["Key", "键名"],
  "settings.value": ["Value", "值"],
  "settings.public": ["Public", "公开"],
  "settings.emptyValue": ["(empty)", "（空）"],
  "settings.empty": ["No setting", "暂无设置"],
  "settings.editTitle": ["Edit {key}", "编辑 {key}"],
  "settings.publicHelp": ["Public: the apps read this value.", "公开：App 会读取该值。"],
  "settings.privateHelp": ["Private: only the server reads this value.", "私有：仅服务器读取该值。"],
  "settings.accepts": ["Accepts", "取值"],
  "settings.default": ["Default: {value}", "默认值：{value}"],
  "settings.type.decimal": [
    "A number from {min} to {max}, at most {scale} decimals.",
    "{min} 到 {max} 之间的数字，最多 {scale} 位小数。",
  ],
  "settings.type.integer": ["A whole number from {min} to {max}.", "{min} 到 {max} 之间的整数。"],
  "settings.type.choice": ["One of: {choices}.", "以下之一：{choices}。"],
  "settings.type.plain": ["Text of {min} to {max} characters.", "{min} 到 {max} 个字符的文本。"],
  "settings.type.https_url": [
    "An absolute https URL (https://…), or empty for none.",
    "完整的 https 网址（https://…），或留空。",
  ],
  "settings.type.link": [
    "An https URL (https://…), a mailto: address, or empty for none.",
    "https 网址（https://…）、mailto: 地址，或留空。",
  ],
  "settings.type.email": ["An email address, or empty for none.", "邮箱地址，或留空。"],
  "settings.type.version": ["A version number such as 1.2.3.", "版本号，例如 1.2.3。"],
  "settings.type.host_list": [
    "Host names separated by commas (help.example.com, promo.example.com), or empty for none.",
    "以英文逗号分隔的域名（help.example.com, promo.example.com），或留空。",
  ],
  "settings.type.coin_list": [
    "Coin names separated by commas (USDT, BTC); at least one.",
    "以英文逗号分隔的币种名称（USDT, BTC），至少一个。",
  ],
  "settings.rule.webview_allowed_hosts": [
    "Host names the app's web view may open besides this site, comma-separated (help.example.com, promo.example.com); https pages only. Empty: this site only.",
    "App 内置网页除本站外可打开的域名，以英文逗号分隔（help.example.com, promo.example.com），仅限 https 页面。留空：仅本站。",
  ],

  "audit.title": ["Operator actions", "操作记录"],
  "audit.targetType": ["Target type (e.g. user)", "对象类型（如 user）"],
  "audit.targetId": ["Target ID", "对象 ID"],
  "audit.time": ["Time", "时间"],
  "audit.operator": ["Operator", "操作人"],
  "audit.action": ["Action", "操作"],
  "audit.target": ["Target", "对象"],
  "audit.ip": ["IP", "IP"],
  "audit.before": ["Before", "变更前"],
  "audit.after": ["After", "变更后"],
  "audit.empty": ["No audit entry", "暂无审计记录"],

  "outbox.title": ["Captured messages", "已捕获的消息"],
  "outbox.help": [
    "Messages written here instead of being sent (SMS, and email without SMTP), for delivery checks. Codes are masked: a code is for its recipient only. Each reading is recorded in the audit log.",
    "未真正发送而记录在这里的消息（短信，以及未配置 SMTP 时的邮件），仅供核对投递。验证码已隐藏：验证码只属于收件人。每次查看都会记入审计日志。",
  ],
  "outbox.toPlaceholder": ["Recipient (email or +mobile)", "收件人（邮箱或 +手机号）"],
  "outbox.latest": ["Latest {n}", "最近 {n} 条"],
  "outbox.time": ["Time", "时间"],
  "jobs.help": [
    "Each daily job settles each UTC day once, oldest first, on the writer. A failed day is tried again at the next check (every 30 s) before any later day; its effects are keyed by the job and the day, so nothing is paid twice.",
    "每个每日任务在主节点上按 UTC 日期从早到晚各结算一次。失败的日期会在下次检查（每 30 秒）时先于之后的日期重试；其结果以任务和日期为键，不会重复支付。",
  ],
  "jobs.job": ["Job", "任务"],
  "jobs.day": ["Day (UTC)", "日期 (UTC)"],
  "jobs.started": ["Started", "开始"],
  "jobs.finished": ["Finished", "结束"],
  "jobs.outcome": ["Outcome", "结果"],
  "jobs.done": ["Done", "完成"],
  "jobs.failed": ["Failed", "失败"],
  "jobs.doneThrough": ["Done through {day}", "已完成至 {day}"],
  "outbox.channel": ["Channel", "渠道"],
  "outbox.to": ["To", "收件人"],
  "outbox.subject": ["Subject", "主题"],
  "outbox.code": ["Code", "验证码"],
  "outbox.codeMasked": ["Masked", "已隐藏"],
  "outbox.body": ["Body", "内容"],
  "outbox.empty": ["The outbox is empty", "发件箱为空"],
  ...moneyMessages,
  ...marketMessages,
  ...billKindMessages,
  ...contractMessages,
  ...p2pMessages,
  ...copyMessages,
  ...earnMessages,
  ...nftMessages,
  ...growthMessages,
  ...supportMessages,
  ...apiKeyMessages,
  ...chainMessages,
  ...riskMessages,
  ...dashboardMessages,
  ...auditMessages,
  ...operatorMessages,
  ...userRecordMessages,
  ...listMessages,
  ...approvalMessages,
} satisfies Record<string, readonly [en: string, zh: string]>;

export type MessageKey = keyof typeof messages;
export const languages = ["en", "zh"] as const;
export type Lang = (typeof languages)[number];

/** Names of the content languages in their own script (article editor tabs). */
export const contentLanguageNames = {
  en: "English",
  zh: "简体中文",
  hk: "繁體中文",
  jp: "日本語",
  kor: "한국어",
  ida: "Bahasa Indonesia",
  th: "ไทย",
  vi: "Tiếng Việt",
  tur: "Türkçe",
  spa: "Español",
  fra: "Français",
  de: "Deutsch",
  pt: "Português",
  ru: "Русский",
} as const;

const LANG_KEY = "bourse.admin.lang";
const listeners = new Set<() => void>();

function initialLang(): Lang {
  try {
    const stored = window.localStorage.getItem(LANG_KEY);
    if (stored === "en" || stored === "zh") return stored;
  } catch {
    // no storage: fall through to the browser's language
  }
  const browser = typeof navigator === "undefined" ? "" : navigator.language;
  return browser.toLowerCase().startsWith("zh") ? "zh" : "en";
}

let current: Lang = initialLang();

export function getLang(): Lang {
  return current;
}

export function setLang(next: Lang): void {
  current = next;
  try {
    window.localStorage.setItem(LANG_KEY, next);
  } catch {
    // the choice then lasts for this page only
  }
  for (const listener of listeners) listener();
}

/** The text of `key` in the active language, with `{name}` parameters filled in. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = messages[key][current === "zh" ? 1 : 0];
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;
}

/** `t` and the active language; components using it re-render when the language changes. */
export function useI18n() {
  const lang = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getLang);
  return { lang, t, setLang };
}
