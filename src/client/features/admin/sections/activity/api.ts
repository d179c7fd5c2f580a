// The activity log's one call: a page of entries for the chosen filters, with who and which sections the
// log holds for the filters' choices. Read again whenever the section comes back on screen: writes made meanwhile,
// in this portal or anyone else's, are what staff open it to see.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { ActivityPage } from '../../../../../shared/activity';
import { type ActivityFilters, api } from '../../../../../shared/paths';
import { sectionFromPath } from '../../lib/section-path';

export function useActivity(filters: ActivityFilters, page: number, enabled: boolean) {
  const query = useQuery<ActivityPage>({
    queryKey: [api.activity(filters, page)],
    // Another page or filter keeps the entries shown until its own arrive, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
  const [location] = useLocation();
  const onScreen = sectionFromPath(location) === 'activity';
  const wasOnScreen = useRef(onScreen);
  const { refetch } = query;
  useEffect(() => {
    if (onScreen && !wasOnScreen.current && enabled) void refetch();
    wasOnScreen.current = onScreen;
  }, [onScreen, enabled, refetch]);
  return query;
}
