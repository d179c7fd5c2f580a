import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EntityKey, listPath } from '../../../../shared/entities';
import { Button } from '../../../components/ui/button';
import { usePortalList } from '../../../lib/entity-queries';
import { toast } from '../../../lib/toast';
import { toastFailure, withFailureTitle } from '../lib/action-error';
import { copyExamples, examplesOf } from '../lib/fallback-examples';
import { Notice } from './notice';

/**
 * While a list is empty the website shows example content in its place (docs/product.md "Fallback content"); staff
 * would otherwise see 'No ... yet' here and wonder where the website's cards come from. The notice says so and
 * offers to copy the examples into the list, where they can be edited like anything else.
 */
export function ExamplesNotice({ entity }: { entity: EntityKey }) {
  const examples = examplesOf(entity);
  const list = usePortalList(entity);
  const queryClient = useQueryClient();
  const copy = useMutation({
    mutationFn: () => withFailureTitle('Failed to copy the examples', () => copyExamples(entity)),
    onSuccess: (count) =>
      toast({
        title: 'Examples copied',
        description: `${count} copied into the list below. Edit or delete them there.`,
      }),
    onError: (error) => toastFailure(error),
    // Some may have been created before a failure: the list shows what now exists either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [listPath(entity)] }),
  });

  if (!examples || !list.data || list.data.length > 0) return null;
  const { count, noun } = examples;
  return (
    <Notice
      label="Example content"
      action={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => copy.mutate()}
          busy={copy.isPending}
          disabled={copy.isPending}
        >
          Copy examples to edit
        </Button>
      }
    >
      The website is showing {count} example {noun}. Add your own and the examples disappear.
    </Notice>
  );
}
