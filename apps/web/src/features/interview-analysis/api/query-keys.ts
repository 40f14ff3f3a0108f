// Query keys of the analysis report's calls.
export const analysisKeys = {
  result: (id: number) => ['interview-analysis', 'result', id] as const,
  latest: ['interview-analysis', 'latest'] as const,
  trend: ['interview-analysis', 'trend'] as const,
  videos: (id: number) => ['interview-analysis', 'videos', id] as const,
  jobs: (id: number) => ['interview-analysis', 'jobs', id] as const,
};
