import { Globe } from 'lucide-react';
import type { InternationalFeature } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { CardActions } from '../../ui/card-actions';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useInternationalFeatures, useInternationalMutations } from './api';
import { InternationalForm } from './international-form';

export function InternationalSection({ title }: SectionProps) {
  const query = useInternationalFeatures();
  const { remove } = useInternationalMutations();
  const editor = useCrudEditor<InternationalFeature>();

  return (
    <>
      <SectionHeader
        title={title}
        description="What the club offers players abroad: tours, exchanges and competitions."
        add={{ label: 'Add Feature', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Feature' : 'Add Feature'} panelRef={editor.formRef}>
          <InternationalForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading international opportunities..."
        emptyText="No international opportunities yet. Add your first feature!"
        what="the international opportunities"
      >
        {(features) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {features.map((feature) => (
              <li key={feature.id} className="flex gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
                <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-lg bg-club-black text-club-gold">
                  <Globe className="h-6 w-6" aria-hidden />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-club-black">{feature.title}</h3>
                  <p className="mt-1 text-sm text-neutral-700">{feature.description}</p>
                  <p className="mt-2 text-xs text-neutral-500">Order {feature.order}</p>
                </div>
                <CardActions
                  name={feature.title}
                  onEdit={() => editor.startEdit(feature)}
                  onDelete={() => remove.mutate(feature.id, { onSuccess: () => editor.forget(feature.id) })}
                  deleting={remove.isPending && remove.variables === feature.id}
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
