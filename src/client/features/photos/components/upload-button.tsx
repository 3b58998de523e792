import { Button } from '#client/components/ui/button.tsx';
import { CameraIcon } from '#client/components/ui/icons.tsx';
import { i18n } from '#client/lib/i18n.ts';

/** "Upload photos", which opens the file picker (on a phone: the camera or the library). */
export function UploadButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="secondary" onClick={onClick}>
        <CameraIcon size={16} />
        {i18n._('Upload photos')}
      </Button>
      <p className="min-w-0 flex-1 text-xs text-slate-600">
        {i18n._('Or drop or paste them here. {formats}.', {
          // The formats the server takes (shared/media.ts, UPLOAD_FORMATS_TEXT), in the page's language.
          formats: i18n._('JPEG, PNG, WebP, AVIF or HEIC'),
        })}
      </p>
    </div>
  );
}
