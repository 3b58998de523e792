import { transferRoutes } from '#shared/api/routes/transfer.generated.ts';
import { routeUrl } from '#client/lib/api.ts';

export const EXPORT_FORMATS = [
  { format: 'geojson', label: 'GeoJSON', description: 'every field, for mapping tools' },
  { format: 'csv', label: 'CSV', description: 'one row a place, for spreadsheets' },
  { format: 'kml', label: 'KML', description: 'for Google Earth and My Maps' },
] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number]['format'];

/** The download link of an export (owner only; the server names the file with the date). */
export function exportUrl(format: ExportFormat): string {
  return routeUrl(transferRoutes.export, { query: { format } });
}
