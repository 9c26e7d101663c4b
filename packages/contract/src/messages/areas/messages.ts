// The messages texts, kept apart so each area's catalogue is edited on its own; zh_hans.ts and en.ts gather them.
const zh = {
  // refusals and answers
  'messages.not_found': '消息不存在',
  'messages.member_not_found': '会员不存在',
  'messages.title_rule': '标题须为1-60个字',
  'messages.text_rule': '内容须为1-2000个字',
  'messages.time_rule': '请填写有效的时间',
  'messages.audience_rule': '请选择发送对象',
  'messages.level_rule': '请填写有效的VIP等级',
  'messages.code_rule': '编号须为1-40位小写字母、数字或下划线',
  'messages.kind_rule': '请选择公告类型',
  'messages.sent': '消息已发送',
  // platform messages: a title and a text each, filled from the event's params
  'messages.kind.deposit_credited.title': '存款到账',
  'messages.kind.deposit_credited.text': '您的存款{{amount}}元（订单号{{orderNo}}）已到账，祝您游戏愉快。',
  'messages.kind.withdraw_paid.title': '取款成功',
  'messages.kind.withdraw_paid.text': '您的取款{{amount}}元（订单号{{orderNo}}）已出款，实际到账{{actualAmount}}元。',
  'messages.kind.withdraw_rejected.title': '取款被拒绝',
  'messages.kind.withdraw_rejected.text':
    '您的取款{{amount}}元（订单号{{orderNo}}）未通过审核，原因：{{reason}}。款项已退回中心钱包。',
  'messages.kind.bonus_credited.title': '奖金到账',
  'messages.kind.bonus_credited.text': '奖金{{amount}}元（订单号{{orderNo}}）已发放至您的中心钱包。',
  'messages.kind.rebate_credited.title': '邀请返利到账',
  'messages.kind.rebate_credited.text': '您邀请的好友{{day}}的有效投注为您带来返利{{amount}}元，已发放至您的中心钱包。',
  'messages.kind.interest_credited.title': '利息到账',
  'messages.kind.interest_credited.text': '利息{{amount}}元（订单号{{orderNo}}）已发放至您的中心钱包。',
  'messages.kind.feedback_answered.title': '反馈已回复',
  'messages.kind.feedback_answered.text': '客服已回复您的反馈（编号{{id}}），请到“我的反馈”查看。',
  'messages.kind.new_device.title': '新设备登录',
  'messages.kind.new_device.text': '您的账户在新设备上登录：{{device}}，IP {{ip}}。如非本人操作，请立即修改登录密码。',
  // pages
  'messages.title': '消息中心',
  'messages.detail_title': '消息详情',
  'messages.empty': '暂无消息',
  'messages.unread': '未读',
  'messages.notices': '平台公告',
  'messages.tab.messages': '我的消息',
  'messages.tab.notices': '公告',
  'messages.no_notices': '暂无公告',
  'messages.notice.general': '公告',
  'messages.notice.maintenance': '维护',
  'messages.notice.new_game': '新游戏',
} as const;

export const messagesZh = zh;
export const messagesEn: Record<keyof typeof zh, string> = {
  'messages.not_found': 'Message not found',
  'messages.member_not_found': 'Member not found',
  'messages.title_rule': 'The title must be 1-60 characters',
  'messages.text_rule': 'The text must be 1-2000 characters',
  'messages.time_rule': 'Enter a valid time',
  'messages.audience_rule': 'Choose who receives the message',
  'messages.level_rule': 'Enter a valid VIP level',
  'messages.code_rule': 'The code must be 1-40 lower-case letters, digits or underscores',
  'messages.kind_rule': 'Choose the notice type',
  'messages.sent': 'Message sent',
  'messages.kind.deposit_credited.title': 'Deposit credited',
  'messages.kind.deposit_credited.text':
    'Your deposit of {{amount}} (order {{orderNo}}) has been credited. Enjoy your games.',
  'messages.kind.withdraw_paid.title': 'Withdrawal paid',
  'messages.kind.withdraw_paid.text':
    'Your withdrawal of {{amount}} (order {{orderNo}}) has been paid out; {{actualAmount}} is on its way to you.',
  'messages.kind.withdraw_rejected.title': 'Withdrawal rejected',
  'messages.kind.withdraw_rejected.text':
    'Your withdrawal of {{amount}} (order {{orderNo}}) was rejected: {{reason}}. The amount is back in your central wallet.',
  'messages.kind.bonus_credited.title': 'Bonus credited',
  'messages.kind.bonus_credited.text': 'A bonus of {{amount}} (order {{orderNo}}) was credited to your central wallet.',
  'messages.kind.rebate_credited.title': 'Invite rebate credited',
  'messages.kind.rebate_credited.text':
    'The valid bets of the friends you invited on {{day}} earned you a rebate of {{amount}}, credited to your central wallet.',
  'messages.kind.interest_credited.title': 'Interest credited',
  'messages.kind.interest_credited.text':
    'Interest of {{amount}} (order {{orderNo}}) was credited to your central wallet.',
  'messages.kind.feedback_answered.title': 'Feedback answered',
  'messages.kind.feedback_answered.text':
    'Customer service answered your feedback (no. {{id}}); see it under My feedback.',
  'messages.kind.new_device.title': 'Sign-in from a new device',
  'messages.kind.new_device.text':
    'Your account was signed in on a new device: {{device}}, IP {{ip}}. If this was not you, change your login password now.',
  'messages.title': 'Messages',
  'messages.detail_title': 'Message',
  'messages.empty': 'No messages',
  'messages.unread': 'Unread',
  'messages.notices': 'Platform notices',
  'messages.tab.messages': 'My messages',
  'messages.tab.notices': 'Notices',
  'messages.no_notices': 'No notices',
  'messages.notice.general': 'Notice',
  'messages.notice.maintenance': 'Maintenance',
  'messages.notice.new_game': 'New game',
};
