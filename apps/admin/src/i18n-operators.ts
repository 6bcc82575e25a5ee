/**
 * The texts of the console's operators page and of the binding screen an operator without an
 * authenticator sees first, `key: [en, zh]` like the rest; i18n.ts merges them into the one table.
 */
export const operatorMessages = {
  "nav.operators": ["Operators", "操作员"],
  "operators.title": ["Console operators", "后台操作员"],
  "operators.help": [
    "Every operator binds an authenticator at the first sign-in before the console does anything else for them. Every change here is in the audit log.",
    "每位操作员首次登录时须先绑定身份验证器，之后才能使用后台。此处的每项变更都记入审计日志。",
  ],
  "operators.add": ["Add operator", "新增操作员"],
  "operators.username": ["Username", "用户名"],
  "operators.usernameHelp": [
    "3–32 letters, digits, dots, dashes or underscores",
    "3–32 位字母、数字、点、短横线或下划线",
  ],
  "operators.password": ["Password", "密码"],
  "operators.passwordHelp": ["At least 12 characters", "至少 12 个字符"],
  "operators.passwordShort": ["The password needs at least 12 characters", "密码至少需要 12 个字符"],
  "operators.role": ["Role", "角色"],
  "operators.state": ["State", "状态"],
  "operators.active": ["Active", "启用"],
  "operators.disabled": ["Disabled", "已停用"],
  "operators.authenticator": ["Authenticator", "身份验证器"],
  "operators.created": ["Created", "创建时间"],
  "operators.lastSignIn": ["Last sign-in", "最近登录"],
  "operators.never": ["Never", "从未"],
  "operators.you": ["you", "本人"],
  "operators.created.ok": ["{username} was created", "已创建 {username}"],
  "operators.disable": ["Disable", "停用"],
  "operators.enable": ["Enable", "启用"],
  "operators.disableTitle": ["Disable {username}?", "停用 {username}？"],
  "operators.disableText": [
    "Their open sessions end at once and they cannot sign in until enabled again.",
    "其已登录的会话立即失效，重新启用前无法登录。",
  ],
  "operators.enableTitle": ["Enable {username}?", "启用 {username}？"],
  "operators.enableText": ["They can sign in again.", "其可以重新登录。"],
  "operators.resetPassword": ["Reset password", "重置密码"],
  "operators.resetTitle": ["New password for {username}", "为 {username} 设置新密码"],
  "operators.resetText": [
    "Their open sessions end; they sign in with the new password and their authenticator.",
    "其已登录的会话将失效；之后使用新密码和身份验证器登录。",
  ],
  "operators.changeRole": ["Change role", "修改角色"],
  "operators.roleTitle": ["Role of {username}", "{username} 的角色"],
  "operators.roleText": [
    "The new role applies to their next call, in their open sessions too.",
    "新角色从其下一次操作起生效，已登录的会话同样适用。",
  ],
  "operators.saved": ["Saved", "已保存"],
  "security.uri": ["Setup link (otpauth)", "配置链接（otpauth）"],
  "security.required.title": ["Bind an authenticator to continue", "绑定身份验证器后继续"],
  "security.required.text": [
    "Every console operator signs in with a code from an authenticator app. Bind one now: the console opens once it is bound.",
    "所有后台操作员都需使用身份验证器的动态码登录。请现在绑定，绑定后即可进入后台。",
  ],
} as const;
