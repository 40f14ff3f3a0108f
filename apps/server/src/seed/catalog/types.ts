// Shapes of the demo companies' catalogue (the job roles are the interviewer's catalogue).

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
