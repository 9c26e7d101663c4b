import type { SeedArticle, SeedFacts } from './seed-facts.ts';

// Help articles on the account and responsible play (docs/decisions.md: Members and sessions,
// Account security, Responsible play, Feedback).
export const accountArticles = (f: SeedFacts): SeedArticle[] => [
  {
    category: 'account',
    zh: [
      '注册与登录',
      `<p>用户名 4-11 个字符，以字母开头，至少 2 个字母并包含数字，不区分大小写。登录密码 8-12 位，包含字母和数字。注册时还需填写手机号、真实姓名（提现账户须与之一致）和 6 位提现密码；邀请码可不填。</p><p>连续 5 次输错密码，账户将锁定 15 分钟。修改登录密码后，所有设备都需要重新登录。</p>`,
    ],
    en: [
      'Registering and signing in',
      `<p>Usernames have 4-11 characters, start with a letter and hold at least 2 letters and a digit; case does not matter. Login passwords have 8-12 characters with letters and digits. Registration also asks a phone number, your real name (payout accounts must match it) and a 6-digit withdrawal password; the invite code is optional.</p><p>Five wrong passwords in a row lock the account for 15 minutes. After a password change every device has to sign in again.</p>`,
    ],
  },
  {
    category: 'account',
    zh: [
      '账户安全',
      `<p>绑定收款账户和修改提现密码时需要再次输入登录密码。在“安全中心”可以查看所有已登录的设备（浏览器、系统、地址和最近活动），并可结束任意一个。</p><p>新设备登录、修改密码、设置提现密码和添加收款账户都会生成安全通知；如果不是您本人操作，请立即修改密码并联系客服。新收款账户在 ${f.cooldownHours} 小时后才能提现，让您有时间发现异常。</p>`,
    ],
    en: [
      'Account security',
      `<p>Binding a payout account and changing the withdrawal password ask for the login password again. The security page lists every signed-in device (browser, system, address, last activity), and you can end any of them.</p><p>A sign-in from a new device, a password change, a withdrawal password set or changed and a new payout account each leave a security notice; if it was not you, change your password at once and contact customer service. A new payout account takes withdrawals only after ${f.cooldownHours} hours, which gives you time to notice.</p>`,
    ],
  },
  {
    category: 'account',
    zh: [
      '个人资料',
      `<p>可填写性别、出生日期（须年满 18 周岁）和邮箱，并更换头像。确认资料后，真实姓名、性别、出生日期、手机号和邮箱将被锁定，只能由客服在核实后更正；头像仍可随时更换。绑定了收款账户时不能修改真实姓名。</p>`,
    ],
    en: [
      'Your profile',
      `<p>Fill in your gender, birth date (you must be 18 or older) and e-mail, and change your avatar. Confirming the profile locks the real name, gender, birth date, phone and e-mail; after that only customer service can correct them, once verified. The avatar stays yours to change. The real name cannot change while payout accounts are bound.</p>`,
    ],
  },
  {
    category: 'account',
    zh: [
      '意见反馈',
      `<p>在“客服”标签页点击“意见反馈”，选择问题类型，描述问题（20-200 个字符），可关联最近 7 天内的订单，并附最多 3 张图片（PNG、JPG，每张不超过 ${f.uploadMb} MB）。</p><p>客服回复后，“我的反馈”会显示未读标记，您可以在每次回复后补充一次；工单关闭后不能再回复。</p>`,
    ],
    en: [
      'Feedback',
      `<p>On the Customer Service tab tap Feedback, choose the question type, describe the issue (20-200 characters), link an order of the past 7 days if it concerns one, and add up to 3 images (PNG, JPG, at most ${f.uploadMb} MB each).</p><p>When support replies, My feedback shows it as unread; you may add to the ticket once after each reply. A closed ticket takes no more replies.</p>`,
    ],
  },
  {
    category: 'responsible',
    zh: [
      '充值与亏损限额',
      `<p>在“负责任博彩”页面可以设置每日、每周、每月充值限额和每日亏损限额（按平台时区计算）。新设限额或降低限额立即生效；提高或取消限额需要等待 24 小时，期间原限额仍然有效。</p><p>充值限额计算本期提交的待确认和已成功的充值；亏损按当天投注的派彩减去投注额计算，未完成的投注按输计算。超过限额时，新的充值、投注和转入场馆会被拒绝。</p>`,
    ],
    en: [
      'Deposit and loss limits',
      `<p>On the responsible play page you can set daily, weekly and monthly deposit limits and a daily loss limit (in the platform's time zone). A new or lower limit applies at once; a higher one or a removal applies 24 hours later, and the current limit stays in force until then.</p><p>Deposit limits count the period's pending and credited deposits; the day's loss is the payouts of the day's bets minus their stakes, with unfinished bets counted as lost. Beyond a limit, new deposits, bets and transfers into venues are refused.</p>`,
    ],
  },
  {
    category: 'responsible',
    zh: [
      '冷静期、自我排除与提醒',
      `<p>冷静期可选 24 小时、7 天或 30 天；自我排除可选 6 个月、1 年或 5 年，需输入登录密码确认，开始后不能缩短或取消。期间不能登录新设备、充值、投注、转入场馆或领取奖励，但可以提现和查看记录。</p><p>“游戏时长提醒”可设为每 15、30 或 60 分钟提醒一次，并显示本次登录以来的输赢。“活动报表”可查看最多 90 天的充值、提现、投注与奖金，并下载 CSV。如需帮助，请联系客服。</p>`,
    ],
    en: [
      'Cool-off, self-exclusion and reminders',
      `<p>A cool-off lasts 24 hours, 7 or 30 days; a self-exclusion 6 months, 1 or 5 years. Both are confirmed with your login password and cannot be shortened or lifted once started. While one runs you cannot sign in anew, deposit, bet, transfer into venues or receive rewards; you can still withdraw and read your records.</p><p>The reality check reminds you every 15, 30 or 60 minutes with your net result since signing in. The activity statement shows up to 90 days of deposits, withdrawals, bets and bonuses, with a CSV download. If you need help, contact customer service.</p>`,
    ],
  },
];
