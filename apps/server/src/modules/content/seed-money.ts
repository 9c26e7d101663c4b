import type { SeedArticle, SeedFacts } from './seed-facts.ts';

// Help articles on money (docs/product.md: Deposits, Withdrawals, Payout accounts, Identity verification, Wallets).
const depositArticles = (f: SeedFacts): SeedArticle[] => [
  {
    category: 'deposit',
    zh: [
      '如何充值',
      `<p>在“我的”页面点击“充值”，选择支付方式并按页面提示付款。每笔充值金额为 ${f.depositMin}-${f.depositMax} 元（部分渠道的限额更窄，页面会显示），最多两位小数。只显示当前可用的方式。</p><ul><li><strong>FPS、支付宝</strong>：向页面显示的收款账户转账，填写付款人姓名（中文、英文或点，2-30 个字符），并上传付款凭证。</li><li><strong>KOIpay、专属转账链接</strong>：提交后前往支付页面付款，支付机构确认后自动到账。</li><li><strong>虚拟币（USDT）</strong>：选择 TRC20 或 ERC20，向显示的地址转入预计数量（按页面汇率计算，向上取整到 0.01），并上传凭证。</li><li><strong>EBpay、现金</strong>：通过客服办理，页面显示联系方式。</li></ul><p>请只向页面当时显示的账户或地址付款。</p>`,
    ],
    en: [
      'How to deposit',
      `<p>On My, tap Deposit, choose a payment method and pay as the page shows. Each deposit is ${f.depositMin}-${f.depositMax} yuan (some channels accept a narrower range, shown on the page), with at most 2 decimals. Only the methods on offer right now are listed.</p><ul><li><strong>FPS, Alipay</strong>: transfer to the payee account shown, enter the payer name (Chinese, English or a dot, 2-30 characters) and upload the payment proof.</li><li><strong>KOIpay, Exclusive transfer link</strong>: after submitting, pay on the payment page; the deposit is credited when the provider confirms it.</li><li><strong>Virtual currency (USDT)</strong>: choose TRC20 or ERC20, send the expected amount (at the rate shown, rounded up to 0.01) to the address shown and upload the proof.</li><li><strong>EBpay, Cash</strong>: handled by customer service, whose contact the page shows.</li></ul><p>Only pay to the account or address the page shows at that time.</p>`,
    ],
  },
  {
    category: 'deposit',
    zh: [
      '充值状态与到账',
      `<p>提交后订单为“等待确认”。支付机构确认付款或工作人员核对凭证后变为“充值成功”，金额进入中心钱包；若付款失败或凭证不符，订单为“充值失败”，不会入账。</p><p>可在支付页面点击“刷新状态”，或在交易记录中查看。每笔成功充值会增加“充值金额 × ${f.depositMultiple}”的打码量（流水要求），完成后才能提现，详见“打码量”。</p><p>如超过较长时间仍未到账，请在“意见反馈”中选择“充值”并关联该订单。</p>`,
    ],
    en: [
      'Deposit status and crediting',
      `<p>A submitted order is "Waiting for confirmation". Once the provider confirms the payment, or our staff check the proof, it becomes "Deposit credited" and the amount is in your central wallet; a failed payment or a proof that does not match makes it "Deposit rejected", and nothing is credited.</p><p>Tap "Refresh status" on the payment page, or look in the transaction records. Every credited deposit adds its amount × ${f.depositMultiple} to your turnover requirement, which must be met before you withdraw (see "Turnover").</p><p>If a deposit takes unusually long, send feedback of type "Deposit" with the order.</p>`,
    ],
  },
  {
    category: 'wallet',
    zh: [
      '中心钱包与场馆转账',
      `<p>充值、提现、彩票投注和奖金都使用中心钱包。外部游戏场馆有各自的钱包，进入游戏前在“转账”页面把资金转入场馆，结束后转回中心钱包；最低 0.01 元。</p><p>若场馆暂未确认，转账显示“处理中”，系统会自动与场馆核对并完成，资金不会丢失。“一键回收”把所有场馆余额转回中心钱包，维护中的场馆保留余额。冷静期、自我排除期间或超出每日亏损限额时不能转入场馆，但可以转出。</p>`,
    ],
    en: [
      'Central wallet and venue transfers',
      `<p>Deposits, withdrawals, lottery bets and bonuses use your central wallet. External game venues keep a wallet of their own: transfer money to the venue on Transfer before playing, and back to the central wallet afterwards; the smallest transfer is 0.01 yuan.</p><p>When a venue has not confirmed yet the transfer shows as pending; the platform checks with the venue and completes it by itself, and your money is safe. Collect all moves every venue balance back; a venue under maintenance keeps its balance. Transfers into venues are refused during a cool-off or self-exclusion and beyond your daily loss limit; transfers out are not.</p>`,
    ],
  },
  {
    category: 'wallet',
    zh: [
      '交易记录与资金明细',
      `<p>“交易记录”列出充值、提现、转账和奖金订单，可按类型、状态和日期筛选；“资金明细”列出中心钱包的每一笔变动。可查询最近 ${f.recordDays} 天（含今天），日期以平台时区计算。点击订单可查看详情。</p>`,
    ],
    en: [
      'Transaction records and money log',
      `<p>Transaction records list your deposits, withdrawals, transfers and bonuses, filtered by type, status and date; the money log lists every change of your central wallet. The last ${f.recordDays} days (today included) can be searched, in the platform's time zone. Tap an order for its details.</p>`,
    ],
  },
];

const withdrawArticles = (f: SeedFacts): SeedArticle[] => [
  {
    category: 'withdraw',
    zh: [
      '如何提现',
      `<p>提现前需要：设置 6 位提现密码、绑定银行卡或 USDT 地址、完成打码量。然后在“提现”页面选择方式和账户，输入金额与提现密码。</p><ul><li>每笔 ${f.withdrawMin}-${f.withdrawMax} 元。</li><li>手续费：银行卡 ${f.bankFee} 元 + ${f.bankFeePercent}%，USDT ${f.usdtFee} 元 + ${f.usdtFeePercent}%；手续费从提现金额中扣除。</li><li>USDT 到账数量 =（金额 − 手续费）÷ 汇率（当前 1 USDT = ${f.usdtRate} 元），向下取整到 0.01。</li></ul><p>提交后全额冻结，进入审核。审核通过即付款；被拒绝时冻结金额退回中心钱包，并显示原因。冷静期或自我排除期间仍可提现。</p>`,
    ],
    en: [
      'How to withdraw',
      `<p>Before withdrawing you need a 6-digit withdrawal password, a bound bank card or USDT address, and no turnover left to bet. Then on Withdraw choose the method and account and enter the amount and the withdrawal password.</p><ul><li>${f.withdrawMin}-${f.withdrawMax} yuan per withdrawal.</li><li>Fees: bank card ${f.bankFee} yuan + ${f.bankFeePercent}%, USDT ${f.usdtFee} yuan + ${f.usdtFeePercent}%; the fee comes out of the amount.</li><li>USDT received = (amount − fee) ÷ rate (now 1 USDT = ${f.usdtRate} CNY), rounded down to 0.01.</li></ul><p>The full amount is held while we review it. Once approved it is paid; if rejected, the hold returns to your central wallet with the reason. Withdrawals stay open during a cool-off or self-exclusion.</p>`,
    ],
  },
  {
    category: 'withdraw',
    zh: [
      '打码量（流水要求）',
      `<p>打码量是提现前需要完成的有效投注额。成功充值增加“金额 × ${f.depositMultiple}”；领取的奖金按“金额 × 该奖励的流水倍数”增加。已结算的投注（彩票和场馆游戏）按投注额扣减，最低为 0。</p><p>尚有打码量时提现会提示“打码量不足”。“我的奖金”页面显示剩余总额以及每笔奖金的进度。</p>`,
    ],
    en: [
      'Turnover (coding amount)',
      `<p>Turnover is the betting you must do before withdrawing. A credited deposit adds its amount × ${f.depositMultiple}; a claimed bonus adds its amount times that reward's multiple. Settled bets (lottery and venue games) work it off by their stake, never below zero.</p><p>While any remains, a withdrawal is refused with "Insufficient coding amount". My bonuses shows what is left in all and the progress of each bonus.</p>`,
    ],
  },
  {
    category: 'withdraw',
    zh: [
      '绑定银行卡与 USDT 地址',
      `<p>在“账户管理”中添加。为保护账户安全，添加时需要再次输入登录密码。</p><ul><li>持卡人或钱包姓名必须与注册时的真实姓名一致。</li><li>银行卡号为 12-19 位并通过校验位检查（“快捷转账”也接受账户号）。</li><li>USDT 地址支持 TRC20 与 ERC20，按各自的校验规则检查。</li><li>每种最多 5 个。</li></ul><p>新添加的账户在 ${f.cooldownHours} 小时后才能用于提现，期间页面显示“可用时间”；删除后重新添加会重新计时。每次添加都会在安全页面留下通知。</p>`,
    ],
    en: [
      'Binding a bank card or USDT address',
      `<p>Add them under Account management; for your safety the login password is asked again.</p><ul><li>The holder's name must be the real name you registered.</li><li>Card numbers have 12-19 digits and a valid check digit ("Quick transfer" also takes account numbers).</li><li>USDT addresses on TRC20 and ERC20 are checked by their own checksums.</li><li>At most 5 of each kind.</li></ul><p>A newly added account takes withdrawals only ${f.cooldownHours} hours after it was added, shown as "Usable from"; deleting and adding it again starts the wait again. Each new account leaves a notice on the security page.</p>`,
    ],
  },
  {
    category: 'withdraw',
    zh: [
      '身份认证',
      `<p>单笔提现达到 ${f.identitySingle} 元，或累计提现（已付款和审核中）达到 ${f.identityCumulative} 元时，需要先通过身份认证。</p><p>在“身份认证”页面上传证件正面、背面和手持证件照（PNG 或 JPEG，每张不超过 ${f.uploadMb} MB），提交后由风控审核。认证图片只有审核人员可以查看。被拒绝时会显示原因，可重新提交；通过后长期有效。</p>`,
    ],
    en: [
      'Identity verification',
      `<p>A withdrawal of ${f.identitySingle} yuan or more, or withdrawals (paid and under review) totalling ${f.identityCumulative} yuan or more, need an approved identity verification first.</p><p>On Identity verification, upload the document's front, back and a photo of you holding it (PNG or JPEG, at most ${f.uploadMb} MB each); our risk team reviews them, and only reviewers can see the images. A rejection shows its reason and you may submit again; an approval does not expire.</p>`,
    ],
  },
];

export const moneyArticles = (f: SeedFacts): SeedArticle[] => [...depositArticles(f), ...withdrawArticles(f)];
