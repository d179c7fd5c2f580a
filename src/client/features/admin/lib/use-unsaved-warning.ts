import { useEffect } from 'react';

/**
 * While a form holds unsaved changes, closing or reloading the tab asks first (the browser words the question).
 * Moving between portal sections keeps forms as they are, so only leaving the page needs this.
 */
export function useUnsavedWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
