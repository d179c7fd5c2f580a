import type { PathwayStep } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { CardActions } from '../../ui/card-actions';
import { colorClasses, colorLabel } from '../../ui/colors';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { usePathwayMutations, usePathwaySteps } from './api';
import { PathwayForm } from './pathway-form';

export function PathwaySection({ title }: SectionProps) {
  const query = usePathwaySteps();
  const { remove } = usePathwayMutations();
  const editor = useCrudEditor<PathwayStep>();

  return (
    <>
      <SectionHeader
        title={title}
        description="The steps of the player pathway, from the youngest age group to the seniors."
        add={{ label: 'Add Step', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Step' : 'Add Step'} panelRef={editor.formRef}>
          <PathwayForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading pathway steps..."
        emptyText="No pathway steps yet. Add your first step!"
        what="the pathway steps"
      >
        {(steps) => (
          <ol className="grid gap-4">
            {steps.map((step) => (
              <li key={step.id} className="flex gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
                <span
                  className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full font-display text-lg font-bold ${colorClasses(step.color)}`}
                  title={colorLabel(step.color)}
                >
                  {step.age}
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-club-black">{step.title}</h3>
                  <p className="mt-1 text-sm text-neutral-700">{step.description}</p>
                  <p className="mt-2 text-xs text-neutral-500">
                    {colorLabel(step.color)} · Order {step.order}
                  </p>
                </div>
                <CardActions
                  name={step.title}
                  onEdit={() => editor.startEdit(step)}
                  onDelete={() => remove.mutate(step.id, { onSuccess: () => editor.forget(step.id) })}
                  deleting={remove.isPending && remove.variables === step.id}
                />
              </li>
            ))}
          </ol>
        )}
      </ListView>
    </>
  );
}
