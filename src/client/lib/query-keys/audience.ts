/** Query keys of the owner's audience dashboard: one summary per range of days. */
export const audienceKeys = {
  all: ['audience'] as const,
  summary: (from: string, to: string) => ['audience', 'summary', from, to] as const,
};
