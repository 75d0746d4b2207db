/** The issue open in a page, kept in the URL's `?issue=` so it can be linked and reloaded. */
import { useSearchParams } from 'react-router';

export function useSelectedIssue(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('issue', id);
    else next.delete('issue');
    setParams(next, { replace: true });
  };
  return [params.get('issue'), select];
}
