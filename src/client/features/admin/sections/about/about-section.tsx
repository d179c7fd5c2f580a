import type { AboutFeature } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { CardActions } from '../../ui/card-actions';
import { ColorSwatch, colorClasses, colorLabel } from '../../ui/colors';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { AboutForm } from './about-form';
import { AboutIconView } from './about-icon';
import { useAboutFeatures, useAboutMutations } from './api';

export function AboutSection({ title }: SectionProps) {
  const query = useAboutFeatures();
  const { remove } = useAboutMutations();
  const editor = useCrudEditor<AboutFeature>();

  return (
    <>
      <SectionHeader
        title={title}
        description="The feature cards of the About section on the home page."
        add={{ label: 'Add Feature', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Feature' : 'Add Feature'} panelRef={editor.formRef}>
          <AboutForm key={editor.formKey} item={editor.editing} onDone={editor.close} />
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading about features..."
        emptyText="No about features yet. Add your first feature!"
        what="the about features"
      >
        {(features) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {features.map((feature) => (
              <li key={feature.id} className="flex gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm">
                <span
                  className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-lg ${colorClasses(feature.color)}`}
                >
                  <AboutIconView name={feature.icon} className="h-6 w-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold text-club-black">{feature.title}</h3>
                  <p className="mt-1 text-sm text-neutral-700">{feature.description}</p>
                  <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-neutral-500">
                    <ColorSwatch token={feature.color} />
                    <span>
                      {colorLabel(feature.color)} · {feature.icon} · Order {feature.order}
                    </span>
                  </p>
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
