// Shapes of the seed catalogues (companies, job roles).

/** Which companies may publish a role: every company, those with a digital product, or one sector. */
export type CompanyPool = 'all' | 'digital' | 'finance' | 'education' | 'medical';

/** A company's sector, deciding the pools it belongs to and the tone of its profile. */
export type CompanyKind = 'tech' | 'finance' | 'education' | 'medical' | 'consumer' | 'service';

export interface CompanySeed {
  name: string;
  shortName: string;
  /** ASCII slug for the recruiter accounts (hr_{slug}) and the example website. */
  slug: string;
  industry: string;
  kind: CompanyKind;
  /** What the company does, completing "专注于…". */
  focus: string;
  city: string;
  scale: string;
  financingStage: string;
  founded: number;
}

export interface RoleSeed {
  /** Title core, e.g. '前端开发' → 前端开发工程师, 前端开发实习生. */
  name: string;
  /** Appended for full-time titles, e.g. '工程师'; may be empty. */
  suffix: string;
  /** Overrides the internship title (default `${name}实习生`). */
  internTitle?: string;
  /** Titles for the most senior openings (5+ years); default 高级/资深 prefixes. */
  seniorTitles?: string[];
  /** Typical monthly salary in K at 3-5 years of experience. */
  base: number;
  /** Minimum education code usually asked (3-6). */
  education: 3 | 4 | 5 | 6;
  /** Skills in the job_keywords vocabulary; a job takes 3-6 of them. */
  skills: string[];
  /** Responsibilities; a job takes 3-4. */
  duties: string[];
  /** Requirements; `{s}` is replaced by one of the job's skills. */
  needs: string[];
  /** Majors line of the requirement, when the category default does not fit. */
  major?: string;
  /** False for roles never opened to interns or graduates. */
  junior?: boolean;
}

export interface CategorySeed {
  name: string;
  pool: CompanyPool;
  /** Relative share of generated jobs. */
  weight: number;
  /** Default majors line, e.g. '计算机、软件工程等相关专业'. */
  major: string;
  /** Responsibilities any role of the category may add. */
  duties: string[];
  roles: RoleSeed[];
}
