// The sponsorship texts, kept apart so each area's catalogue is edited on its own; zh_hans.ts and en.ts gather them.
const zh = {
  'sponsorship.intro': '我们与以下伙伴携手同行',
  'sponsorship.empty': '暂无赞助合作伙伴',
  'sponsorship.period': '合作期 {{period}}',
  'sponsorship.more': '查看详情',
  'sponsorship.detail_title': '合作伙伴',
  'sponsorship.name_rule': '名称需为 1-40 个字符',
  'sponsorship.summary_rule': '简介最多 200 个字符',
  'sponsorship.content_rule': '正文最多 20000 个字符',
  'sponsorship.image_rule': '图片需为上传后返回的地址或内置标志',
  'sponsorship.images_rule': '最多 6 张图片',
  'sponsorship.period_rule': '合作年份需为 2000-2100，且结束年份不早于开始年份',
  'sponsorship.sort_rule': '排序需为 0-9999 的整数',
  'sponsorship.visible_rule': '请选择是否显示',
  'sponsorship.not_found': '合作伙伴不存在',
} as const;

export const sponsorshipZh = zh;
export const sponsorshipEn: Record<keyof typeof zh, string> = {
  'sponsorship.intro': 'The partners we play alongside',
  'sponsorship.empty': 'No sponsorship partners yet',
  'sponsorship.period': 'Partners {{period}}',
  'sponsorship.more': 'Read more',
  'sponsorship.detail_title': 'Partner',
  'sponsorship.name_rule': 'The name must be 1-40 characters',
  'sponsorship.summary_rule': 'The summary may have at most 200 characters',
  'sponsorship.content_rule': 'The text may have at most 20,000 characters',
  'sponsorship.image_rule': 'An image must be an uploaded image’s address or a built-in logo',
  'sponsorship.images_rule': 'At most 6 images',
  'sponsorship.period_rule': 'The years must be 2000-2100, the last not before the first',
  'sponsorship.sort_rule': 'The order must be a whole number from 0 to 9999',
  'sponsorship.visible_rule': 'Please choose whether it is shown',
  'sponsorship.not_found': 'This partner does not exist',
};
