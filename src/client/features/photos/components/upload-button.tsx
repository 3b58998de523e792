import { UPLOAD_FORMATS_TEXT } from '#shared/media.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CameraIcon } from '#client/components/ui/icons.tsx';

/** "Upload photos", which opens the file picker (on a phone: the camera or the library). */
export function UploadButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button variant="secondary" onClick={onClick}>
        <CameraIcon size={16} />
        Upload photos
      </Button>
      <p className="min-w-0 flex-1 text-xs text-slate-600">
        Or drop or paste them here. {UPLOAD_FORMATS_TEXT}.
      </p>
    </div>
  );
}
