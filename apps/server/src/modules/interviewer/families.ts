// Job families the question bank is tagged with, and the title words that map a job title or a JD to one.
// One family per job role of the role catalogue, named as the role (catalog/roles-*.ts: 前端开发, 产品, UI,
// 销售代表, …), plus 通用 for questions any job may ask.

export const GENERAL_FAMILY = '通用';

export interface JobFamily {
  /** The family as question_bank.family stores it: the role name of catalog/roles-*.ts. */
  name: string;
  /** The job category (question_bank.category, jobs' category): 技术, 产品, 设计, …. */
  category: string;
  /** Words of a job title (or, failing that, of a JD) that point to this family; the longest match wins. */
  titleWords: string[];
}

const f = (name: string, category: string, titleWords: string[]): JobFamily => ({
  name,
  category,
  titleWords,
});

export const JOB_FAMILIES: readonly JobFamily[] = [
  f('前端开发', '技术', ['前端', 'Web前端', 'H5', '小程序', 'React', 'Vue', 'JavaScript']),
  f('Java开发', '技术', ['Java', '后端', '服务端', 'Spring']),
  f('Go开发', '技术', ['Go', 'Golang', 'Go语言', 'Go开发', 'Go后端']),
  f('Python开发', '技术', ['Python', 'Django', 'Python开发', 'Python后端']),
  f('C++开发', '技术', ['C++', 'C/C++', 'C++开发', 'C++后端']),
  f('Android开发', '技术', ['Android', '安卓']),
  f('iOS开发', '技术', ['iOS', 'Swift']),
  f('测试开发', '技术', ['测试', '测试开发', 'QA', '自动化测试']),
  f('运维开发', '技术', ['运维', 'DevOps', 'SRE', '云原生', 'Kubernetes']),
  f('算法', '技术', ['算法', '机器学习', '推荐算法', '搜索算法', '视觉算法', 'NLP']),
  f('大模型算法', '技术', ['大模型', 'LLM', '多模态', '大模型算法']),
  f('数据开发', '技术', ['数据开发', '大数据', '数仓', '数据仓库', 'ETL']),
  f('数据分析', '技术', ['数据分析', '商业分析', 'BI', '数据科学']),
  f('嵌入式软件', '技术', ['嵌入式', '单片机', '驱动开发', '固件']),
  f('网络安全', '技术', ['安全', '网络安全', '渗透', '安全运营']),
  f('产品', '产品', ['产品', '产品经理', '产品助理', '产品专员']),
  f('数据产品', '产品', ['数据产品', '数据产品经理']),
  f('AI产品', '产品', ['AI产品', 'AI产品经理', '大模型产品', 'AIGC产品']),
  f('商业化产品', '产品', ['商业化产品', '商业化产品经理', '广告产品经理', '策略产品经理']),
  f('项目', '产品', ['项目经理', '项目管理', 'PMO', '项目']),
  f('UI', '设计', ['UI', 'UI设计', '界面设计']),
  f('交互', '设计', ['交互', '交互设计', 'UX']),
  f('视觉', '设计', ['视觉设计', '平面设计', '美工', '视觉']),
  f('用户研究', '设计', ['用户研究', '用研', 'UX研究']),
  f('游戏原画', '设计', ['原画', '游戏美术', '插画']),
  f('用户运营', '运营', ['运营', '用户运营', '用户增长', '社群运营', '私域']),
  f('内容运营', '运营', ['内容运营', '内容', '编辑']),
  f('新媒体运营', '运营', ['新媒体', '小红书', '抖音', '公众号', '短视频']),
  f('电商运营', '运营', ['电商', '店铺运营', '天猫', '淘宝', '京东', '拼多多', '直播运营']),
  f('活动运营', '运营', ['活动运营', '活动策划']),
  f('市场营销', '市场', ['市场', '营销', '市场营销', '市场推广']),
  f('品牌', '市场', ['品牌', '品牌经理', '品牌策划']),
  f('信息流投放', '市场', ['投放', '信息流', '优化师', 'SEM', '广告优化']),
  f('公关', '市场', ['公关', 'PR', '媒介']),
  f('海外市场', '市场', ['海外', '出海', '跨境', '国际市场']),
  f('销售代表', '销售', ['销售', '销售代表', '业务代表', '电话销售']),
  f('大客户销售', '销售', ['大客户', 'KA', 'KA销售', '大客户经理']),
  f('渠道销售', '销售', ['渠道', '招商', '代理商']),
  f('客户成功', '销售', ['客户成功', 'CSM', '客户运营']),
  f('售前解决方案', '销售', ['售前', '解决方案']),
  f('HRBP', '职能', ['HRBP', 'HR', '人力资源', '人事', '组织发展']),
  f('招聘', '职能', ['招聘', '猎头', '人才寻访']),
  f('行政', '职能', ['行政', '前台', '办公室']),
  f('会计', '职能', ['会计', '财务', '出纳', '税务']),
  f('法务', '职能', ['法务', '律师', '合规']),
  f('行业研究', '金融', ['行业研究', '研究员', '证券分析', '分析师']),
  f('风控策略', '金融', ['风控', '反欺诈', '风险策略']),
  f('量化', '金融', ['量化', '量化研究', '量化投资']),
  f('投资', '金融', ['投资', '投资经理', 'VC', 'PE', '合伙人']),
  f('理财', '金融', ['理财', '理财经理', '财富顾问', '财富管理']),
  f('对公客户', '金融', ['对公', '公司业务', '授信', '银行']),
  f('初中数学', '教育', ['数学', '数学老师', '数学教师', '初中数学']),
  f('高中英语', '教育', ['英语', '英语老师', '英语教师', '英语助教', '高中英语']),
  f('教研', '教育', ['教研', '课程研发', '课程设计']),
  f('学习规划', '教育', ['学习规划', '课程顾问', '学管', '班主任']),
  f('少儿编程', '教育', ['少儿编程', '编程老师', 'Scratch', '信奥']),
  f('医药代表', '医疗', ['医药代表', '医药销售', '医药', '地区经理']),
  f('临床研究协调员', '医疗', ['CRC', '临床研究协调']),
  f('临床监查员', '医疗', ['CRA', '监查', '临床项目经理']),
  f('医学编辑', '医疗', ['医学编辑', '医学写作', '医学内容']),
  f('药物分析', '医疗', ['药物分析', '药分', '质量研究', 'QC', '分析部门']),
  f('护士', '医疗', ['护士', '护理', '护师', '护士长', '责任护士', 'nurse']),
];

/** Titles of programmes that rotate through many jobs: no one family's questions fit them. */
const GENERAL_TITLES = ['管理培训生', '管培生', '培训生', '储备干部', '轮岗生', 'management trainee'];

const byName = new Map(JOB_FAMILIES.map((family) => [family.name, family]));

/** The family of that name, or undefined (通用 is no JobFamily). */
export function jobFamily(name: string): JobFamily | undefined {
  return byName.get(name);
}

/** The category of a family: 通用 for the general family. */
export function categoryOfFamily(name: string): string {
  return byName.get(name)?.category ?? GENERAL_FAMILY;
}

const ascii = /^[\x20-\x7e]+$/;

/** How much a matched word says: a CJK character counts double, so '数据分析' outweighs 'Python'. */
function weight(word: string): number {
  let w = 0;
  for (const ch of word) w += ch.charCodeAt(0) > 0x7f ? 2 : 1;
  return w;
}

function contains(text: string, word: string): boolean {
  if (!ascii.test(word)) return text.includes(word);
  // A Latin word must stand alone: 'Go' is no match in 'Google', 'PR' none in 'PRD'.
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![A-Za-z])${escaped}(?![A-Za-z])`, 'i').test(text);
}

/** A family's own name counts as a title word too ('电商运营' beats the '运营' of 用户运营). */
const wordsOf = (family: JobFamily) => [family.name, ...family.titleWords];

function bestMatch(text: string): { family: string; weight: number } | null {
  let best: { family: string; weight: number } | null = null;
  for (const family of JOB_FAMILIES) {
    for (const word of wordsOf(family)) {
      const w = weight(word);
      if ((!best || w > best.weight) && contains(text, word)) best = { family: family.name, weight: w };
    }
  }
  return best;
}

/**
 * The family of a job: from its title when a title word is in it (the most specific word wins), else from
 * the JD text (the family with the most distinct title words in it, ties to the more specific), else 通用.
 */
export function familyOf(title: string, jdText = ''): string {
  const fromTitle = bestMatch(title);
  if (fromTitle) return fromTitle.family;
  if (GENERAL_TITLES.some((t) => contains(title, t))) return GENERAL_FAMILY;
  let best = { family: GENERAL_FAMILY, hits: 0, weight: 0 };
  for (const family of JOB_FAMILIES) {
    let hits = 0;
    let total = 0;
    for (const word of wordsOf(family)) {
      if (!contains(jdText, word)) continue;
      hits += 1;
      total += weight(word);
    }
    if (hits > best.hits || (hits > 0 && hits === best.hits && total > best.weight)) {
      best = { family: family.name, hits, weight: total };
    }
  }
  return best.family;
}

/** A title without its remarks: 高级前端开发工程师（电商方向） → 高级前端开发工程师. */
function titleCore(title: string): string {
  return title
    .replace(/[（(【[][^）)】\]]*[）)】\]]/gu, ' ')
    .replace(/\s+-\s+.*$/, '')
    .trim();
}

/** Distinct title words of each family in a text; a family needs two, and more than any other, to count. */
function familyOfDuties(duties: string[]): string {
  const text = duties.join('\n');
  const hits = JOB_FAMILIES.map((family) => ({
    family: family.name,
    hits: wordsOf(family).filter((word) => weight(word) >= 4 && contains(text, word)).length,
  })).sort((a, b) => b.hits - a.hits);
  const [first, second] = hits;
  return first && first.hits >= 2 && first.hits > (second?.hits ?? 0) ? first.family : GENERAL_FAMILY;
}

/** An engineer's title naming no stack (Senior Backend Engineer): the stack the JD names most decides. */
function familyOfStack(title: string, asks: string[]): string {
  if (!/engineer|developer|工程师|开发/i.test(title)) return GENERAL_FAMILY;
  const text = asks.join('\n');
  const hits = JOB_FAMILIES.filter((f) => f.category === '技术')
    .map((family) => ({
      family: family.name,
      count: wordsOf(family).reduce(
        (n, word) =>
          n +
          (text.match(
            new RegExp(`(?<![A-Za-z])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'gi'),
          )?.length ?? 0),
        0,
      ),
    }))
    .sort((a, b) => b.count - a.count);
  const [first, second] = hits;
  return first && first.count > 0 && first.count > (second?.count ?? 0) ? first.family : GENERAL_FAMILY;
}

/**
 * The family of a JD: from its title (its core first, then its remarks), else from its duties when they
 * clearly name one family, else 通用. A word of the company's business (电商, SaaS, 教育) in a remark or the
 * intro never decides it over the title.
 */
export function familyOfJob(title: string, duties: string[] = [], requirements: string[] = []): string {
  const core = titleCore(title);
  const fromCore = bestMatch(core);
  if (fromCore) return fromCore.family;
  // A rotation programme (管理培训生) names no job, whatever its remarks or duties mention.
  if (GENERAL_TITLES.some((t) => contains(core, t))) return GENERAL_FAMILY;
  const fromTitle = bestMatch(title);
  if (fromTitle) return fromTitle.family;
  const fromDuties = familyOfDuties(duties);
  return fromDuties !== GENERAL_FAMILY ? fromDuties : familyOfStack(core, [...duties, ...requirements]);
}
