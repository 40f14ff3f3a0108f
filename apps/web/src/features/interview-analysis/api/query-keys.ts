// Query keys of the analysis report's calls.
export const analysisKeys = {
  trend: ['interview-analysis', 'trend'] as const,
  videos: (id: number) => ['interview-analysis', 'videos', id] as const,
  jobs: (id: number) => ['interview-analysis', 'jobs', id] as const,
  talentPool: (id: number) => ['interview-analysis', 'talent-pool', id] as const,
};
