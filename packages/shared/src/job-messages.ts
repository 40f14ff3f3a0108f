// Texts of the hot-jobs board and job expectations, without zod: the web's jobs chunk imports them as they are.

export const JOB_KEYWORD_MAX = 50;

export const JOB_MESSAGES = {
  notFound: '职位不存在或已下线',
  favourited: '收藏成功',
  unfavourited: '已取消收藏',
  tooManyCities: '最多同时搜索5个城市',
  keywordTooLong: `关键词不能超过${JOB_KEYWORD_MAX}个字`,
  reported: '举报已提交，我们会尽快核实',
  reportReasonRequired: '请选择举报原因',
  reportDetailTooLong: '补充说明不能超过200个字',
  salaryRangeInverted: '最低薪资不能高于最高薪资',
} as const;

/** Why a job is reported (the report dialog's choices, in order). */
export const JOB_REPORT_REASONS = [
  '虚假职位信息',
  '薪资与描述不符',
  '要求缴纳费用',
  '涉嫌违法违规',
  '公司信息不实',
  '其他',
] as const;
export const JOB_REPORT_DETAIL_MAX = 200;

/** A seeker keeps at most this many expectations; the dropdown lists them all. */
export const EXPECTATIONS_MAX = 20;

export const EXPECTATION_MESSAGES = {
  added: '添加成功',
  updated: '更新成功',
  deleted: '删除成功',
  notFound: '该求职期望不存在',
  tooMany: `最多保存${EXPECTATIONS_MAX}条求职期望`,
  positionRequired: '请输入期望职位',
  cityRequired: '请选择至少一个工作城市',
} as const;

/** Row labels of the text JD built from a job (jd-text.ts). */
export const JD_LABELS = {
  title: '职位名称',
  company: '公司',
  city: '城市',
  salary: '薪资',
  education: '学历要求',
  experience: '经验要求',
  type: '招聘类型',
  keywords: '关键词',
  address: '工作地点',
  description: '职位描述',
  requirement: '任职要求',
} as const;
