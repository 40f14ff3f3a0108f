// Shapes of the role catalogue: the job roles the product knows, by category, with their skills, duties and
// requirements. The interviewer reads it for its vocabulary and job families; the demo world publishes jobs
// from it.

/** Which companies may publish a role: every company, those with a digital product, or one sector. */
export type CompanyPool = 'all' | 'digital' | 'finance' | 'education' | 'medical';

export interface CatalogueRole {
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

export interface RoleCategory {
  name: string;
  pool: CompanyPool;
  /** Relative share of generated jobs. */
  weight: number;
  /** Default majors line, e.g. '计算机、软件工程等相关专业'. */
  major: string;
  /** Responsibilities any role of the category may add. */
  duties: string[];
  roles: CatalogueRole[];
}
