// Texts of the recommendations the server answers with, zod-free so the web's report can compare with them
// without taking zod into its chunk.

export const RECOMMEND_MESSAGES = {
  interviewNotFound: '面试记录不存在或尚未完成',
  runNotFound: '推荐记录不存在',
  talentPoolAdded: '已将本次面试结果推荐到人才库，合作企业可以看到您的面试表现',
  talentPoolAlready: '本次面试结果已在人才库中',
  talentPoolWithdrawn: '已从人才库撤回，合作企业将不再看到这次面试',
  /** What 推荐到人才库 asks before sending: what a company will see, and that it can be withdrawn. */
  talentPoolConfirm:
    '推荐后，合作企业可以看到这次面试的岗位、得分、各维度评价和面试总结（不含您的手机号和微信，也不含面试录像）。您可以随时撤回。',
  talentPoolOptedOut: '您已在隐私设置中关闭了“人才库可见”，开启后才能把面试结果推荐到人才库',
} as const;
