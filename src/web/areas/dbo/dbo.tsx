// /dbbs/dbo: the DBO's own queue by due time, with Start next (button or the N key).
import { MyQueue } from '../../features/queue/MyQueue';

export default function DboPage() {
  return <MyQueue />;
}
