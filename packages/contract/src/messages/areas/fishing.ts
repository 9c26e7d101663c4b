// The fishing games' texts on the platform: a fishing session's summary in the bet detail (the game page's own
// texts are the venue's).
const zh = {
  'fishing.session.title': '捕鱼场次',
  'fishing.session.id': '场次编号',
  'fishing.session.shots': '射击次数',
  'fishing.session.hits': '命中次数',
  'fishing.session.best': '最高倍数',
  'fishing.session.best_value': '{{multiplier}}倍',
  'fishing.session.no_hit': '未命中',
  'fishing.session.ended_by': '结束方式',
  'fishing.session.end.leave': '玩家离开',
  'fishing.session.end.idle': '闲置超时',
  'fishing.session.end.platform': '平台结束',
  'fishing.session.end.running': '进行中',
  'fishing.session.seed_hash': '种子哈希（首次射击前公布）',
  'fishing.session.seed': '公开的种子',
  'fishing.session.seed_pending': '场次结束后公开',
  'fishing.session.checking': '正在本机核对种子…',
  'fishing.session.hash_ok': '已在本机核对：种子的SHA-256与开局前公布的哈希一致',
  'fishing.session.hash_bad': '核对失败：种子的SHA-256与公布的哈希不一致',
  'fishing.session.how':
    '第n次射击的结果由HMAC-SHA256（密钥为种子，消息为“场次编号:n”）决定，您可以用公开的种子重新计算每一次射击。',
};

export const fishingZh = zh;
export const fishingEn: Record<keyof typeof zh, string> = {
  'fishing.session.title': 'Fishing session',
  'fishing.session.id': 'Session ID',
  'fishing.session.shots': 'Shots',
  'fishing.session.hits': 'Hits',
  'fishing.session.best': 'Best multiplier',
  'fishing.session.best_value': '{{multiplier}}x',
  'fishing.session.no_hit': 'No hit',
  'fishing.session.ended_by': 'Ended by',
  'fishing.session.end.leave': 'Player left',
  'fishing.session.end.idle': 'Idle timeout',
  'fishing.session.end.platform': 'Ended by the platform',
  'fishing.session.end.running': 'In progress',
  'fishing.session.seed_hash': 'Seed hash (shown before the first shot)',
  'fishing.session.seed': 'Revealed seed',
  'fishing.session.seed_pending': 'Revealed when the session ends',
  'fishing.session.checking': 'Checking the seed on this device…',
  'fishing.session.hash_ok': 'Checked on this device: the SHA-256 of the seed matches the hash shown before play',
  'fishing.session.hash_bad': 'Check failed: the SHA-256 of the seed does not match the hash shown',
  'fishing.session.how':
    'Shot n was decided by HMAC-SHA256 keyed by the seed over "session ID:n": with the revealed seed you can recompute every shot.',
};
