// /client/uploads: drop or pick many files (or a folder); each uploads resumably over tus, three
// at a time, with its progress, speed, pause/resume/cancel and the server's result.
import { UploadFiles } from '../../features/uploads/UploadFiles';

export default function ClientUploadsPage() {
  return <UploadFiles />;
}
