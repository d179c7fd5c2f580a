import type { GalleryImage } from '../../../../../shared/schema';
import { useCrudEditor } from '../../lib/use-crud-editor';
import { AdminImage } from '../../ui/admin-image';
import { CardActions } from '../../ui/card-actions';
import { FormPanel } from '../../ui/form-panel';
import { ListView } from '../../ui/list-view';
import { SectionHeader } from '../../ui/section-header';
import type { SectionProps } from '../section-props';
import { useGalleryImages, useGalleryMutations } from './api';
import { GalleryBatchForm } from './gallery-batch-form';
import { GalleryEditForm } from './gallery-edit-form';
import { groupByCategory } from './group-by-category';

export function GallerySection({ title }: SectionProps) {
  const query = useGalleryImages();
  const { remove } = useGalleryMutations();
  const editor = useCrudEditor<GalleryImage>();
  const usedCategories = [...new Set((query.data ?? []).map((image) => image.category))];

  return (
    <>
      <SectionHeader
        title={title}
        description="Photos for the gallery page, grouped by category."
        add={{ label: 'Add Images', open: editor.formOpen, onToggle: editor.toggleAdd }}
      />
      {editor.formOpen && (
        <FormPanel title={editor.editing ? 'Edit Image' : 'Add Images'} panelRef={editor.formRef}>
          {editor.editing ? (
            <GalleryEditForm
              key={editor.formKey}
              item={editor.editing}
              usedCategories={usedCategories}
              onDone={editor.close}
            />
          ) : (
            <GalleryBatchForm usedCategories={usedCategories} onDone={editor.close} />
          )}
        </FormPanel>
      )}
      <ListView
        query={query}
        loadingText="Loading gallery..."
        emptyText="No gallery images yet. Add your first images!"
        what="the gallery"
      >
        {(images) => (
          <div className="grid gap-8">
            {groupByCategory(images).map(([category, group]) => (
              <section key={category} aria-label={category}>
                <h2 className="mb-3 font-display text-xl font-semibold text-club-black">
                  {category} <span className="text-sm font-normal text-neutral-500">({group.length})</span>
                </h2>
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {group.map((image) => (
                    <li
                      key={image.id}
                      className="overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm"
                    >
                      <AdminImage src={image.imageUrl} alt={image.title} className="aspect-[4/3] w-full" />
                      <div className="flex gap-2 p-3">
                        <div className="min-w-0 flex-1">
                          <h3 className="font-semibold text-club-black">{image.title}</h3>
                          {image.description && <p className="mt-1 text-sm text-neutral-700">{image.description}</p>}
                        </div>
                        <CardActions
                          name={image.title}
                          onEdit={() => editor.startEdit(image)}
                          onDelete={() => remove.mutate(image.id, { onSuccess: () => editor.forget(image.id) })}
                          deleting={remove.isPending && remove.variables === image.id}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListView>
    </>
  );
}
