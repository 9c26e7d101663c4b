/** Every fixed number of the product (docs/product.md, Limits), named once. */
export const LIMITS = {
  depositMinYuan: 100,
  depositMaxYuan: 50_000,
  feedbackTextMin: 20,
  feedbackTextMax: 200,
  feedbackImageMaxBytes: 15 * 1024 * 1024,
  feedbackImageTypes: ['png', 'jpg', 'jpeg'],
  /**
   * Feedback tickets one member may have waiting for support at once, and submit in any 24 hours
   * (docs/decisions.md, Feedback): enough for every real problem, not enough to flood the queue.
   */
  feedbackOpenMax: 5,
  feedbackDailyMax: 10,
  orderLookupDays: 7,
  recordQueryDays: 30,
  minimumAge: 18,
  usernameMin: 4,
  usernameMax: 11,
  usernameMinLetters: 2,
  passwordMin: 8,
  passwordMax: 12,
  phoneLength: 11,
  withdrawPasswordLength: 6,
  realNameMin: 2,
  realNameMax: 30,
  inviteCodeMin: 4,
  inviteCodeMax: 16,
  toastMs: 2000,
  resizeReloadPx: 100,
  orientationReloadMs: 300,
  updateCheckDelayMs: 100,
  chunkLoadTimeoutMs: 120_000,
  asyncComponentDelayMs: 200,
  asyncComponentTimeoutMs: 60_000,
  requestTimeoutMs: 60_000,
  domainProbeTimeoutMs: 2000,
  domainProbeCount: 5,
  uploadMaxBytes: 15 * 1024 * 1024,
  /**
   * The largest JSON body an endpoint takes unless it says otherwise, and the largest for the
   * operators' rich-text pages, whose text (richTextMax characters) comes in two languages.
   */
  bodyMaxBytes: 16 * 1024,
  richTextBodyMaxBytes: 256 * 1024,
  richTextMax: 20_000,
  /**
   * UTF-16 units a feedback description may have before its characters are counted: counting
   * (rules/char-count.ts) costs more than linear time, so it never sees a longer text. Eight units
   * a character leaves room for emoji of several code points.
   */
  feedbackTextMaxUnits: 200 * 8,
  /** Images one member may store per platform day, by count and by bytes (docs/decisions.md, API). */
  uploadDailyCount: 20,
  uploadDailyBytes: 60 * 1024 * 1024,
  /** The largest image decoded: a side in pixels and the whole in megapixels (memory while checking). */
  uploadMaxSidePx: 8192,
  uploadMaxMegapixels: 16,
  currency: 'CNY',
  moneyDecimals: 2,
  appVersion: '1.4.1',
  appVersionCode: 141,
  selectableBanks: 23,
  listDefaultLimit: 20,
  listMaxLimit: 100,
  /**
   * Percent of a draw's payout cap (LOTTERY_DRAW_PAYOUT_CAP_YUAN) that one member's bets on that
   * draw may win in total, withdrawn bets included (docs/decisions.md, Games).
   */
  lotteryMemberSharePercent: 10,
} as const;

export const QR_CODE = { errorCorrection: 'H', margin: 1, quality: 0.92 } as const;

export const UPLOAD_DIRECTORY = 'authorization' as const;

/** Avatars the platform ships; members start with the first. */
export const DEFAULT_AVATAR_COUNT = 6;
export function defaultAvatarUrl(n: number): string {
  return `/api/avatars/${n}.svg`;
}
