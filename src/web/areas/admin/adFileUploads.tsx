// /dbbs/ad/fileuploads: every upload across client companies, filtered by company, location,
// uploader, status and date, with CSV export, preview and download of the file.
import { FileUploadList } from '../../features/admin/file-uploads/FileUploadList';
import { TextBackfill } from '../../features/admin/file-uploads/TextBackfill';

export default function AdFileUploadsPage() {
  return (
    <>
      <TextBackfill />
      <FileUploadList />
    </>
  );
}
