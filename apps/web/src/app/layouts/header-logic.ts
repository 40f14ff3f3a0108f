// Pure decisions of the site header: which nav item is active, where 返回面试 shows, when it turns opaque.
import { HEADER_OPAQUE_SCROLL_PX } from '@app/shared/constants';
import { isBusinessScene, isHotJobsMode, paths } from '@/config/paths';

export type NavKey = 'home' | 'interview' | 'hotJobs' | 'coaching';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
}

/** Joins the class names that apply. */
export function cx(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

const lower = (s: string) => s.toLowerCase();

function under(pathname: string, prefix: string): boolean {
  const p = lower(pathname);
  const q = lower(prefix);
  return p === q || p.startsWith(`${q}/`);
}

/** SPEC §2: 返回面试 appears on the personal centre, the history and the analysis pages. */
const BACK_TO_INTERVIEW_PREFIXES = [
  paths.store.personal.root,
  paths.extras.interviewHistory,
  paths.extras.interviewAnalysis,
  paths.store.interviewAnalysis,
];

export function showsBackToInterview(pathname: string): boolean {
  return BACK_TO_INTERVIEW_PREFIXES.some((prefix) => under(pathname, prefix));
}

const INTERVIEW_PREFIXES = [
  paths.store.dashboard.profile,
  paths.extras.dashboard,
  paths.store.interviewPre,
  paths.store.interviewIng,
  paths.store.selectMetahuman,
  paths.extras.interviewPre,
  paths.extras.interviewIng,
  paths.extras.selectInterviewer,
];

export function activeNavKey(pathname: string, search: string): NavKey | undefined {
  if (pathname === paths.home) return isHotJobsMode(search) ? 'hotJobs' : 'home';
  if (under(pathname, paths.coaching)) return 'coaching';
  if (INTERVIEW_PREFIXES.some((prefix) => under(pathname, prefix))) return 'interview';
  return undefined;
}

/** Transparent only over the home landing's hero, until scrolled 50 px; opaque everywhere else. */
export function isHeaderTransparent(pathname: string, search: string, scrollY: number): boolean {
  return pathname === paths.home && !isHotJobsMode(search) && scrollY < HEADER_OPAQUE_SCROLL_PX;
}

/** The floating sidebar of SPEC §2 (回到主页, 编辑资料, 面试历史, 用户反馈, 退出登录) on the logged-in pages around interviews. */
const SIDEBAR_PREFIXES = [
  paths.store.dashboard.profile,
  paths.extras.dashboard,
  paths.store.personal.root,
  paths.extras.resumeManage,
  paths.extras.interviewHistory,
  paths.extras.interviewAnalysis,
  paths.store.interviewAnalysis,
];

export function showsSidebar(pathname: string): boolean {
  return SIDEBAR_PREFIXES.some((prefix) => under(pathname, prefix));
}

/** Which side of 我要找工作 / 我要招聘 the visit is on: a recruiter's account, their login, or the pages for companies. */
export type Side = 'seeker' | 'business';

export function activeSide(pathname: string, search: string, userType: number | undefined): Side {
  const recruiterLogin =
    under(pathname, paths.store.entry.loginPwd) && isBusinessScene(new URLSearchParams(search));
  return userType === 2 || recruiterLogin || under(pathname, paths.forCompanies) ? 'business' : 'seeker';
}
