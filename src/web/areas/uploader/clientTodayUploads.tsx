// /client/today-uploads: today's uploads at the chosen location with each document's workflow
// status, updated live.
import { TodayUploads } from '../../features/uploads/TodayUploads';

export default function ClientTodayUploadsPage() {
  return <TodayUploads />;
}
