import { transferRoutes } from '#shared/api/routes/transfer.generated.ts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast.tsx';
import type { EXPORT_FORMAT_NAMES } from '#shared/bulk.ts';
import { isApiErrorBody } from '#shared/api-error.ts';
import { routeUrl } from '#client/lib/api.ts';
import { i18n } from '#client/lib/i18n.ts';

export type ExportFormat = (typeof EXPORT_FORMAT_NAMES)[number];

export const SELECTION_FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'geojson', label: 'GeoJSON' },
  { format: 'csv', label: 'CSV' },
  { format: 'kml', label: 'KML' },
];

const REVOKE_AFTER_MS = 60_000;
const FILE_NAME = /filename="([^"]+)"/;

/**
 * POST /api/export with the chosen ids (a GET could not carry 10,000 of them), saved as the file
 * the server names; the same serializers as the account menu's whole export.
 */
async function exportSelection({ format, ids }: { format: ExportFormat; ids: number[] }): Promise<void> {
  // A file, not JSON: read here rather than by call().
  const response = await fetch(routeUrl(transferRoutes.exportSelection), {
    method: transferRoutes.exportSelection.method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ format, ids }),
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new Error(
      isApiErrorBody(body)
        ? body.error.message
        : i18n._('The server answered {status}.', { status: response.status }),
    );
  }
  const name = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `places.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The download has started by then; the file's memory is let go.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

export function useExportSelection() {
  return useMutation({
    mutationFn: exportSelection,
    onError: (error) =>
      toast.error(i18n._('Could not export the selection. {reason}', { reason: error.message })),
  });
}
