import { StatsSchema } from '../stats-schema';
import { defineRoute } from './define';

export const statsApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/stats',
    tag: 'Statistics',
    summary:
      'The statistics of the public places: totals, types, countries, states, months, the newest visited.',
    access: 'anyone',
    response: StatsSchema,
    headers: ['ETag', 'If-None-Match'],
    errors: [],
  }),
};
