// 用户协议: the terms of using this product, between the user and its operator.
import { paths } from '@/config/paths';
import { LEGAL_MESSAGES } from '../messages';

const OPERATOR_FALLBACK = LEGAL_MESSAGES.operatorFallback;

import type { LegalDocument, LegalParties } from './types';

/**
 * The operator after 本平台运营方: its name when the site names one; the words alone read once when it
 * does not (the fallback is those words), never 本平台运营方本平台运营方.
 */
function operatorAsNamed(operator: string): string {
  return operator === OPERATOR_FALLBACK ? operator : `${OPERATOR_FALLBACK}${operator}`;
}

export function agreement({ brand, operator, contact }: LegalParties): LegalDocument {
  return {
    title: LEGAL_MESSAGES.agreement.title,
    updatedAt: '2026-11-23',
    intro: [
      `欢迎使用${brand}（以下简称“本平台”）。本协议是你与${operatorAsNamed(operator)}之间关于使用本平台服务的约定。`,
      {
        text: '请在注册或登录前仔细阅读本协议和',
        link: { to: paths.privacyPolicy, label: '《隐私政策》' },
        after: '。勾选“我已阅读并同意”并完成注册或登录，即表示你同意受本协议约束。',
      },
    ],
    sections: [
      {
        heading: '一、服务内容',
        paragraphs: [
          '本平台为求职者提供：AI 模拟面试（根据职位描述和简历出题、追问、评分并给出建议）、面试历史与分析、热门职位浏览、职位收藏与投递、与企业沟通、求职辅导等服务。部分功能可能处于开发中，以页面实际提供的为准。',
        ],
      },
      {
        heading: '二、账号注册与使用',
        items: [
          '你需要使用本人的中国大陆手机号注册，并保证填写的资料真实、准确。',
          '请妥善保管密码和验证码，不要告诉他人。通过你的账号进行的操作视为你本人的操作。',
          '发现账号被他人使用时，请立即修改密码，并在“账号安全”中让陌生设备下线。',
          '账号仅限本人使用，不得出借、转让或出售。',
        ],
      },
      {
        heading: '三、使用规范',
        paragraphs: ['使用本平台时，你不得：'],
        items: [
          '上传他人的简历、照片或其他个人信息，除非已取得其同意；',
          '上传或发送违法、侵权、虚假、骚扰或含有恶意程序的内容；',
          '以自动化程序批量注册、抓取职位或其他数据，或干扰本平台的正常运行；',
          '冒充他人或企业，或向企业提供虚假的求职材料。',
        ],
      },
      {
        heading: '四、你上传的内容',
        paragraphs: [
          '你对自己上传的简历、回答、录音录像等内容享有相应的权利。为向你提供服务，你许可本平台在必要范围内存储、分析和展示这些内容，例如据此出题、评分，或在你投递时发送给企业。',
          {
            text: '我们如何处理其中的个人信息，以及你如何导出和删除它们，见',
            link: { to: paths.privacyPolicy, label: '《隐私政策》' },
            after: '。',
          },
        ],
      },
      {
        heading: '五、AI 评估与职位信息',
        items: [
          'AI 面试官的提问、评分和建议由算法生成，仅供练习参考，不代表任何企业的录用意见，也不保证求职结果。',
          '职位信息由企业提供。本平台会尽合理努力核实，但无法保证其完全准确；请在投递和面试时自行判断，谨防以招聘为名的收费或诈骗。',
          '是否录用由企业自主决定，本平台不对企业的招聘决定承担责任。',
        ],
      },
      {
        heading: '六、知识产权',
        paragraphs: [
          '本平台的软件、界面设计、虚拟面试官形象、题库及其他由本平台提供的内容，其知识产权归运营方或相关权利人所有。未经许可，不得复制、修改或用于商业目的。',
        ],
      },
      {
        heading: '七、服务的变更、中断与终止',
        items: [
          '我们可能因维护、升级或不可抗力暂停部分服务，并尽量提前通知。',
          '你违反本协议时，我们可以视情节采取警告、限制功能或暂停账号等措施。',
          {
            text: '你可以随时在',
            link: { to: paths.store.personal.privacy, label: '个人中心 → 隐私设置' },
            after: '中注销账号；注销后，账号及其数据将被永久删除。',
          },
        ],
      },
      {
        heading: '八、法律适用与争议解决',
        paragraphs: [
          '本协议适用中华人民共和国法律（不含港澳台地区法律）。因本协议产生的争议，双方应友好协商；协商不成的，可向运营方所在地有管辖权的人民法院提起诉讼。',
        ],
      },
      {
        heading: '九、协议的更新与联系我们',
        paragraphs: [
          '本协议变更时，我们会在本页更新并标明更新日期；重大变更会在你登录时另行提示。变更后继续使用本平台，即表示你接受变更后的协议。',
          `对本协议有任何疑问，请联系${operator}：${contact}。`,
        ],
      },
    ],
  };
}
