/** The pages we are measured against, each on the same data: bench/baselines/<page>. */
export const BASELINES = {
  markers: 'markers.html',
  cluster: 'cluster.html',
  maplibre: 'maplibre.html',
  maplibreCluster: 'maplibre.html?cluster',
} as const;

export type Baseline = keyof typeof BASELINES;
