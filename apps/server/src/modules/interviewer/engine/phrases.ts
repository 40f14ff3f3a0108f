// What the built-in interviewer says, in Chinese and English, per style: greetings, follow-ups, comments,
// closings and the question templates the plan fills with the JD's skills and the resume's projects.
import type { InterviewLanguage } from '@app/shared/interviews';
import type { FollowUpReason, InterviewerStyle } from '../port.ts';

type ByStyle = Record<InterviewerStyle, string[]>;
type Phrases = {
  greeting: ByStyle;
  nextQuestion: ByStyle;
  followUp: Record<Exclude<FollowUpReason, 'probe'>, ByStyle>;
  /** A deeper probe into a sound answer: on a figure it gave ({figure}) or a term it used ({term}). */
  probeFigure: string[];
  probeTerm: string[];
  /** Second follow-up of the tough style on the same question: a harder probe. */
  press: string[];
  goodComment: ByStyle;
  weakComment: ByStyle;
  closing: ByStyle;
  timeUp: ByStyle;
  opening: string;
  openingNoPosition: string;
  project: string[];
  projectResult: string[];
  skill: string[];
  skillBoth: string[];
  /** For a skill that is an area of work (临床, 商务谈判) rather than a tool one uses. */
  skillArea: string[];
  duty: string[];
  requirement: string[];
  /** Questions any interview may ask, for when the bank has none left in the interview's language. */
  general: { skill: string; text: string; outline: string[] }[];
};

const zh: Phrases = {
  greeting: {
    2: ['你好，我是今天的面试官。时间有限，我会针对细节追问，请尽量回答得具体、有数据。我们直接开始。'],
    3: [
      '你好，欢迎参加今天的{position}模拟面试！放轻松，就像平时交流一样，想到什么说什么就好。我们先从第一个问题开始。',
    ],
  },
  nextQuestion: {
    2: ['下一个问题。', '我们换个问题。', '继续。'],
    3: ['我们来看下一个问题。', '接下来想和你聊聊另一个话题。', '我们继续。'],
  },
  followUp: {
    thin: {
      2: [
        '回答太简略了。请具体说说你本人做了什么、怎么做的？',
        '就这些吗？请把过程展开讲清楚，包括你的具体做法。',
      ],
      3: ['可以再展开说说吗？比如当时具体是怎么做的？', '能多分享一些细节吗？你在其中是怎么做的？'],
    },
    vague: {
      2: [
        '你说得比较笼统。请给一个真实的例子：当时是什么场景，你具体采取了哪些行动？',
        '能不能别泛泛而谈？举一个你亲身经历的具体例子。',
      ],
      3: [
        '能举一个具体的例子吗？你在其中具体做了哪些事情？',
        '如果结合一个实际的例子来说，会更清楚一些，可以分享一个吗？',
      ],
    },
    unquantified: {
      2: [
        '结果如何量化？请给出具体数字，比如提升了多少、节省了多少时间。',
        '你怎么证明这个效果？有没有可以对比的数据？',
      ],
      3: [
        '结果怎么样呢？有没有一些数据可以说明效果？',
        '这件事最后带来了什么变化？如果有具体的数字就更好了。',
      ],
    },
    off_topic: {
      2: [
        '你没有回答到点子上。我的问题是关于{topic}的，请直接回答。',
        '这和问题关系不大。请围绕{topic}来回答。',
      ],
      3: [
        '我们回到问题本身，关于{topic}，你是怎么看的呢？',
        '谢谢分享。我更想听听你在{topic}方面的想法，可以说说吗？',
      ],
    },
  },
  probeFigure: [
    '你提到{figure}，这个数字是怎么测出来的？其中有多少是你本人的做法带来的？',
    '{figure}这个结果里，最难的一步是什么？你当时是怎么取舍的？',
  ],
  probeTerm: [
    '你刚才说到「{term}」，当时还考虑过别的做法吗？为什么最后选了它？',
    '关于「{term}」，如果重来一次，你会改哪一点？',
  ],
  press: [
    '如果规模再扩大十倍，你的做法还成立吗？哪里会先出问题？',
    '回头看，这件事你哪里做得不够好？如果重来一次你会怎么改？',
    '这里面最难的一点是什么？你是怎么判断和取舍的？',
  ],
  goodComment: {
    2: ['嗯，有具体内容。', '可以。'],
    3: ['很好，你的回答有具体的做法，也有结果。', '很好，讲得很清楚。', '不错，例子很具体。'],
  },
  weakComment: {
    2: ['这个回答还不够有说服力。', '这部分还比较薄弱。'],
    3: ['谢谢你的分享，下一题可以多讲讲你的具体做法和结果。', '嗯，了解了。没关系，我们慢慢来。'],
  },
  closing: {
    2: ['好，今天的问题就到这里。感谢你的时间，面试报告稍后会生成，请重点看看需要改进的地方。'],
    3: ['今天的面试就到这里，谢谢你的认真回答！稍后可以在面试结果中查看评分和改进建议，祝你求职顺利！'],
  },
  timeUp: {
    2: ['时间到了，今天的面试就到这里。感谢你的时间，稍后请查看面试报告。'],
    3: ['时间差不多了，今天的面试就到这里。谢谢你的参与，稍后可以查看面试报告，祝你顺利！'],
  },
  opening: '请先做一个简短的自我介绍，重点讲讲与{position}岗位相关的经历和成果。',
  openingNoPosition: '请先做一个简短的自我介绍，重点讲讲与这个岗位相关的经历和成果。',
  project: [
    '你在简历中提到，在「{project}」中{action}，具体是怎么做的？结果如何量化？',
    '简历里写到「{project}」中{action}，请讲讲当时的背景、你的具体做法和最终效果。',
    '说说「{project}」这个项目：你在其中{action}，这部分遇到的最大难点是什么？你是怎么解决的？',
  ],
  projectResult: [
    '你在「{project}」中提到“{result}”，这个结果是怎么衡量的？其中你本人的贡献是什么？',
    '关于「{project}」的“{result}”，请讲讲你是通过哪些具体措施做到的。',
  ],
  skill: [
    '这个岗位要求{skill}，请结合一个你做过的具体项目，谈谈你是如何使用{skill}的，遇到过什么难点？',
    '岗位要求里提到了{skill}，如果让你用{skill}解决一个实际问题，你会怎么做？请举例说明。',
  ],
  skillBoth: [
    '你的简历和岗位都提到了{skill}，请讲一个你用{skill}解决实际问题的例子，效果如何？',
    '你在{skill}方面最有代表性的一次实践是什么？具体做了什么，结果怎样？',
  ],
  skillArea: [
    '岗位要求具备{skill}方面的能力，请结合一段具体经历，谈谈你在{skill}方面是怎么做的，结果如何？',
    '你在{skill}方面最有代表性的一次实践是什么？具体做了什么，结果怎样？',
  ],
  duty: ['岗位职责中提到“{duty}”，如果由你来负责，你会如何开展？请结合以往经验说明。'],
  requirement: ['岗位要求“{requirement}”，你觉得自己哪段经历最能证明这一点？请具体说明。'],
  general: [
    {
      skill: '沟通',
      text: '讲一次你与同事意见不一致的经历，你是如何处理的？',
      outline: ['分歧的背景', '倾听对方并用事实支撑观点', '达成共识的过程', '结果与收获'],
    },
    {
      skill: '抗压',
      text: '描述一次你在很大压力下完成任务的经历。',
      outline: ['压力来源与目标', '如何排定优先级、协调资源', '最终结果（量化）', '事后的反思'],
    },
    {
      skill: '问题解决',
      text: '说一个你主动发现问题并推动解决的例子。',
      outline: ['发现问题的过程', '分析原因', '推动解决的具体行动', '带来的改善（量化）'],
    },
    {
      skill: '学习能力',
      text: '讲一次你在短时间内学会一项新技能并用到工作中的经历。',
      outline: ['为什么要学', '学习方法', '如何应用', '效果'],
    },
    {
      skill: '责任心',
      text: '讲一次你犯过的错误，以及你是如何弥补的。',
      outline: ['错误是什么', '如何及时止损', '如何弥补', '之后的改进措施'],
    },
    {
      skill: '团队协作',
      text: '讲一次你和团队一起完成一个困难目标的经历，你在其中承担了什么角色？',
      outline: ['目标与难点', '你的角色和分工', '协作中的具体做法', '结果（量化）'],
    },
    {
      skill: '职业规划',
      text: '你未来三到五年的职业规划是什么？这个岗位在其中起什么作用？',
      outline: ['短期目标', '中长期方向', '与岗位的结合', '正在做的准备'],
    },
    {
      skill: '求职动机',
      text: '你为什么对这个岗位感兴趣？你觉得自己最大的优势是什么？',
      outline: ['对岗位的理解', '兴趣与动机', '能力与经历的匹配', '能带来的价值'],
    },
  ],
};

const en: Phrases = {
  greeting: {
    2: [
      "Hello, I'm your interviewer today. Time is short and I will press for details, so please be specific and back your answers with numbers. Let's begin.",
    ],
    3: [
      "Hi, welcome to today's mock interview for the {position} role! Relax and answer as you would in a normal conversation. Let's start with the first question.",
    ],
  },
  nextQuestion: {
    2: ['Next question.', "Let's move on.", 'Moving on.'],
    3: [
      "Let's look at the next question.",
      "Next, I'd like to talk about something else.",
      "Great, let's continue.",
    ],
  },
  followUp: {
    thin: {
      2: [
        'That is too brief. What exactly did you do, and how?',
        'Is that all? Walk me through the process and your own part in it.',
      ],
      3: [
        'Could you expand on that a little? For example, how exactly did you do it?',
        'Could you share a few more details about what you did?',
      ],
    },
    vague: {
      2: [
        'That is quite general. Give me a real example: what was the situation and what actions did you take?',
        'Please be concrete: describe one specific case you handled yourself.',
      ],
      3: [
        'Could you give a concrete example? What did you actually do?',
        'It would help to hear a real example. Could you share one?',
      ],
    },
    unquantified: {
      2: [
        'How would you quantify the result? Give me numbers: how much faster, how much saved?',
        'How do you know it worked? Do you have any data to compare?',
      ],
      3: [
        'How did it turn out? Do you have any numbers that show the impact?',
        'What changed in the end? Specific figures would be great.',
      ],
    },
    off_topic: {
      2: [
        'That does not answer the question. I asked about {topic}: please answer that directly.',
        'That is off the point. Please answer about {topic}.',
      ],
      3: [
        "Let's come back to the question: what is your view on {topic}?",
        "Thanks. I'd love to hear your thoughts on {topic}, though.",
      ],
    },
  },
  probeFigure: [
    'You mentioned {figure}. How was that measured, and how much of it came from what you did yourself?',
    'Behind {figure}, what was the hardest step, and what trade-off did you make?',
  ],
  probeTerm: [
    'You mentioned {term}. What else did you consider, and why did you choose it?',
    'On {term}: if you did it again, what would you change?',
  ],
  press: [
    'If the scale grew ten times, would your approach still hold? What would break first?',
    'Looking back, what would you do differently if you did it again?',
    'What was the hardest trade-off there, and how did you decide?',
  ],
  goodComment: {
    2: ['Okay, that is concrete.', 'Fine.'],
    3: [
      'Great, you described concrete actions and results.',
      'Very clear, thank you.',
      'Nice, that is a specific example.',
    ],
  },
  weakComment: {
    2: ['That answer is not yet convincing.', 'That part is still weak.'],
    3: [
      'Thank you for sharing. In the next one, try to walk me through your own actions and results.',
      "Okay, I see. No rush, let's keep going.",
    ],
  },
  closing: {
    2: [
      'That is all for today. Thank you for your time; your report will be ready shortly, please focus on what to improve.',
    ],
    3: [
      "That's the end of today's interview. Thank you for your thoughtful answers! You can see your scores and advice in the result shortly. Good luck!",
    ],
  },
  timeUp: {
    2: ["We're out of time, so let's stop here. Thank you; please review your interview report shortly."],
    3: [
      "We're about out of time, so let's wrap up here. Thank you for taking part; your report will be ready shortly. Good luck!",
    ],
  },
  opening:
    'Please briefly introduce yourself, focusing on the experience and results most relevant to the {position} role.',
  openingNoPosition:
    'Please briefly introduce yourself, focusing on the experience and results most relevant to this role.',
  project: [
    'Your resume says that on "{project}" you {action}. How exactly did you do it, and how would you quantify the result?',
    'Tell me about "{project}": the background, what you did about "{action}", and the outcome.',
    'On "{project}", what was the hardest part of "{action}", and how did you solve it?',
  ],
  projectResult: [
    'On "{project}" you mention "{result}". How was that measured, and what was your own contribution?',
    'About "{result}" on "{project}": which specific steps got you there?',
  ],
  skill: [
    'This role requires {skill}. Using a project you worked on, how did you use {skill}, and what was difficult?',
    'The job asks for {skill}. How would you use {skill} to solve a real problem? Please give an example.',
  ],
  skillArea: [
    'The role asks for {skill}. Tell me about a specific time you showed it: what did you do, and what was the result?',
    'What is your strongest example of {skill}? What did you do and how did it turn out?',
  ],
  skillBoth: [
    'Both your resume and the job mention {skill}. Tell me about a time you used {skill} to solve a real problem, and the result.',
    'What is your most representative piece of work with {skill}? What did you do and how did it turn out?',
  ],
  duty: [
    'The role includes "{duty}". If you owned this, how would you approach it, based on your past experience?',
  ],
  requirement: [
    'The job requires "{requirement}". Which of your experiences best shows this? Please be specific.',
  ],
  general: [
    {
      skill: 'communication',
      text: 'Tell me about a time you disagreed with a colleague. How did you handle it?',
      outline: [
        'The disagreement and its context',
        'How you listened and used facts',
        'How you reached agreement',
        'The outcome',
      ],
    },
    {
      skill: 'pressure',
      text: 'Describe a time you delivered under heavy pressure.',
      outline: [
        'The pressure and the goal',
        'How you prioritised and found help',
        'The result, with numbers',
        'What you learned',
      ],
    },
    {
      skill: 'problem solving',
      text: 'Give an example of a problem you spotted yourself and drove to a solution.',
      outline: [
        'How you found it',
        'Root cause analysis',
        'The actions you drove',
        'The improvement, with numbers',
      ],
    },
    {
      skill: 'learning',
      text: 'Tell me about a skill you learned quickly and applied at work.',
      outline: ['Why you needed it', 'How you learned', 'How you applied it', 'The effect'],
    },
    {
      skill: 'ownership',
      text: 'Tell me about a mistake you made and how you fixed it.',
      outline: [
        'The mistake',
        'How you limited the damage',
        'How you fixed it',
        'What you changed afterwards',
      ],
    },
    {
      skill: 'teamwork',
      text: 'Describe a hard goal you reached with a team. What was your role?',
      outline: [
        'The goal and its difficulty',
        'Your role',
        'How you worked with others',
        'The result, with numbers',
      ],
    },
    {
      skill: 'career goals',
      text: 'Where do you see yourself in three to five years, and how does this role fit?',
      outline: [
        'Short-term goals',
        'Longer-term direction',
        'How the role fits',
        'What you are doing to get there',
      ],
    },
    {
      skill: 'motivation',
      text: 'Why are you interested in this role, and what is your biggest strength for it?',
      outline: [
        'Your understanding of the role',
        'Your motivation',
        'Matching experience',
        'The value you bring',
      ],
    },
  ],
};

export const PHRASES: Record<InterviewLanguage, Phrases> = { zh, en };

/** Fills `{name}` slots. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}
