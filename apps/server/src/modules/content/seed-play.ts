import { LOTTERY_GAMES } from '@app/contract';
import type { SeedArticle } from './seed-facts.ts';

// Help articles on games and rewards (docs/decisions.md: Games, Rewards; docs/product.md: Lottery, Promotions).
export const playArticles = (): SeedArticle[] => [
  {
    category: 'games',
    zh: [
      '彩票玩法：快三与 PC28',
      `<p><strong>快三</strong>：三颗骰子，每 60 秒开奖一次，开奖前 10 秒停止投注；和值 11-18 为大。<strong>PC28</strong>：三个 0-9 的数字相加（0-27），每 3 分钟开奖，开奖前 20 秒停止投注；和值 14-27 为大。</p><ul><li>可投和值、大小、单双、任意豹子；快三另有指定豹子和对子，PC28 另有对子和顺子。快三出现豹子时大小单双不中。</li><li>赔率（含本金）按真实概率和 97% 的返还率计算，向下取整到 0.01；中奖金额 = 投注额 × 赔率，向下取整到分。</li><li>每注 2.00-10,000.00 元，每单最多 50 注。撤单须在封盘前的最后 ${LOTTERY_GAMES.fast3.withdrawLockSeconds} 秒（快三）或 ${LOTTERY_GAMES.pc28.withdrawLockSeconds} 秒（PC28）之前，投注额全额退回；此后注单不可撤销，照常开奖。</li></ul>`,
    ],
    en: [
      'Lottery rules: Fast 3 and PC28',
      `<p><strong>Fast 3</strong>: three dice, a draw every 60 seconds, betting closes 10 seconds before; a sum of 11-18 is big. <strong>PC28</strong>: three digits 0-9 summed (0-27), a draw every 3 minutes, betting closes 20 seconds before; a sum of 14-27 is big.</p><ul><li>Bet on a sum, big, small, odd, even or any triple; Fast 3 adds a given triple and a pair, PC28 a pair and a straight. In Fast 3 a triple loses big, small, odd and even.</li><li>Odds (stake included) come from the true chance at a 97% return, rounded down to 0.01; a win pays stake × odds, rounded down to the fen.</li><li>2.00-10,000.00 yuan per bet, at most 50 selections per order. You may withdraw a bet for a full refund until the last ${LOTTERY_GAMES.fast3.withdrawLockSeconds} seconds (Fast 3) or ${LOTTERY_GAMES.pc28.withdrawLockSeconds} seconds (PC28) before betting closes; from then on bets stand.</li></ul>`,
    ],
  },
  {
    category: 'games',
    zh: [
      '如何验证开奖公平',
      `<p>每期开奖前，平台生成一个 32 字节的随机种子，并在开放投注前公布它的 SHA-256 哈希（承诺值）。开奖结果由 HMAC-SHA256(种子, 期号) 计算：依次取字节，只使用小于面数最大整倍数的字节，因此每个点数机会相同。</p><p>开奖时间过后公布种子（作废的期次也公布）。您可以在开奖记录或投注详情页面直接在手机上验证：种子的 SHA-256 必须等于事先公布的承诺值，按上述规则算出的结果必须等于开奖结果。也可以用任何 HMAC 工具自行计算。因为种子在投注前就已固定，平台无法根据投注改变结果。</p>`,
    ],
    en: [
      'How to verify a draw is fair',
      `<p>Before a draw opens, the platform makes a random 32-byte seed and publishes its SHA-256 hash (the commitment). The result is computed from HMAC-SHA256(seed, draw id): its bytes are read in turn and only those below the largest multiple of the number of faces are used, so every face is equally likely.</p><p>Once the draw time has passed the seed is revealed (for a void draw too). On the draw history or the bet detail page your phone checks it: the seed's SHA-256 must equal the commitment published earlier, and the rule above must give the drawn result. Any HMAC tool can check it as well. As the seed was fixed before anyone bet, the platform cannot change a result to suit the bets.</p>`,
    ],
  },
  {
    category: 'rewards',
    zh: [
      '优惠活动规则',
      `<p>每个活动都有开始和结束时间，只在期间内可领取；详情页显示您可领取的金额或还差什么。奖金向下取整到分，按活动的流水倍数增加打码量。</p><ul><li><strong>新会员首存</strong>：首笔成功充值金额的一定比例，有上限，须在充值后规定天数内领取，仅一次。</li><li><strong>每日活动</strong>：当天成功充值合计（达到最低额）的一定比例，有上限，每天一次。</li><li><strong>高额返水</strong>：昨天有效投注额的一定比例，每天一次。</li><li><strong>限时活动</strong>：活动期间有效投注额达到目标后领取固定奖金。</li><li><strong>VIP 特权</strong>：达到指定 VIP 等级的会员领取固定奖金，一次。</li></ul><p>冷静期或自我排除期间不能领取任何奖励。</p>`,
    ],
    en: [
      'Promotion rules',
      `<p>Every promotion runs between its start and end and can be claimed only then; its page shows what you would get or what is missing. Bonuses are rounded down to the fen and add the promotion's turnover multiple to your requirement.</p><ul><li><strong>New member first deposit</strong>: a percentage of your first credited deposit up to a cap, claimable within a set number of days of it, once.</li><li><strong>Daily event</strong>: a percentage of the day's credited deposits (from a minimum) up to a cap, once a day.</li><li><strong>High rebate</strong>: a percentage of yesterday's valid turnover, once a day.</li><li><strong>Limited time event</strong>: a fixed bonus once your valid turnover during the event reaches its target.</li><li><strong>VIP privilege</strong>: a fixed bonus for members of a VIP level or above, once.</li></ul><p>No reward can be claimed during a cool-off or self-exclusion.</p>`,
    ],
  },
  {
    category: 'rewards',
    zh: [
      'VIP 等级与福利',
      `<p>共 VIP0-VIP9 十个等级。累计成功充值和有效投注额同时达到某级门槛即升级，等级不会下降。</p><p>当前等级的福利：每周红包（按自然周）、每月专属礼金、生日礼金（生日月份每年一次，需在个人资料中填写生日），以及每升一级的晋级礼金（跳级时每一级都可领取）。周期在平台时区零点更新，金额为 0 的福利表示该等级暂无。各级门槛与金额见“VIP 等级”页面。</p>`,
    ],
    en: [
      'VIP levels and perks',
      `<p>There are ten levels, VIP0-VIP9. You reach a level when both your cumulative credited deposits and your valid turnover reach its thresholds; a level is never lost.</p><p>Perks of your level: the weekly red packet (per calendar week), the monthly exclusive gift, the birthday gift (once a year in your birth month; add your birth date to your profile) and a level-up gift for every level reached, skipped levels included. Periods turn at midnight in the platform's time zone; a perk of 0.00 is not offered at that level. The VIP levels page shows every threshold and amount.</p>`,
    ],
  },
  {
    category: 'rewards',
    zh: [
      '每日签到与任务',
      `<p>每天可签到一次。连续签到的第 1-7 天奖励逐日增加（金额见签到卡片），第 7 天之后或中断一天后重新从第 1 天开始。有过成功充值的会员才能获得签到奖金，之前的签到只累计天数。</p><p>任务按天或按自然周统计充值、有效投注或签到天数，达到目标后领取固定奖励，每个周期一次。</p>`,
    ],
    en: [
      'Daily sign-in and tasks',
      `<p>You can sign in once a day. Days 1-7 of a run pay rising rewards (shown on the sign-in card); after day 7, or after a missed day, the run starts again at day 1. Sign-in rewards are paid once you have a credited deposit; before that the days still count.</p><p>Tasks count your deposits, valid turnover or sign-in days over a day or a calendar week and pay a fixed reward once per period when the target is reached.</p>`,
    ],
  },
  {
    category: 'rewards',
    zh: [
      '幸运转盘与验证',
      `<p>累计充值和有效投注达到一定额度可获得抽奖次数（见转盘规则页）。每个奖品的中奖概率都在规则页公开。</p><p>每位会员有一个服务器种子，抽奖前公布它的 SHA-256；还有客户端种子（可自行设置）和计数器。第 n 次抽奖的结果由 HMAC-SHA256(服务器种子, “客户端种子:n:区块”) 计算，无取模偏差。更换种子时公布旧种子，可在规则页逐次验证之前的抽奖。现金奖品立即到账并按转盘的流水倍数增加打码量，实物奖品由工作人员寄出。</p>`,
    ],
    en: [
      'Lucky wheel and how to verify it',
      `<p>Spins are earned with your cumulative deposits and valid turnover (see the wheel's rules page), where every prize's chance is published.</p><p>You have a server seed whose SHA-256 is shown before it draws any spin, a client seed (you may set your own) and a counter. Spin n's prize comes from HMAC-SHA256(server seed, "client seed:n:block"), without modulo bias. Rotating the seeds reveals the old server seed, so every earlier spin can be checked on the rules page. Cash prizes are paid at once and add the wheel's turnover multiple; item prizes are sent by our staff.</p>`,
    ],
  },
];
