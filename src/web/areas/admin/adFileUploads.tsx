// /dbbs/ad/fileuploads: every upload across client companies, filtered by company, location,
// uploader, status and date, with CSV export, preview and download of the file; below, the
// emails the mail intake refused, with their reasons.
import { FileUploadList } from '../../features/admin/file-uploads/FileUploadList';
import { TextBackfill } from '../../features/admin/file-uploads/TextBackfill';
import { MailRefusals } from '../../features/mail-intake/MailRefusals';

export default function AdFileUploadsPage() {
  return (
    <>
      <TextBackfill />
      <FileUploadList />
      <MailRefusals />
    </>
  );
}
