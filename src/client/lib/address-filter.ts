// A filter an island applies in place, kept in the address bar: each choice is a history entry (FilterButtons
// pushes it), so Back and Forward step through the filters the visitor chose, as they would through the pages
// the same links load without JavaScript.
import { useEffect, useState } from 'react';

/** The filter's value and its setter; `chosen` is the value the server rendered the page with. */
export function useAddressFilter(param: string, chosen: string | null) {
  const [value, setValue] = useState<string | null>(chosen);
  useEffect(() => {
    const onPopState = () => setValue(new URLSearchParams(location.search).get(param));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [param]);
  return [value, setValue] as const;
}
